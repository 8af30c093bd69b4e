ALTER TABLE "stores" ADD COLUMN "robots_noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "robots_nofollow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "og_image" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "robots_noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "robots_nofollow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "og_image" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "robots_noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "robots_nofollow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "og_image" text;--> statement-breakpoint
ALTER TABLE "sublocations" ADD COLUMN "robots_noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sublocations" ADD COLUMN "robots_nofollow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sublocations" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "sublocations" ADD COLUMN "og_image" text;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "robots_noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "robots_nofollow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "og_image" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "robots_noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "robots_nofollow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "og_image" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "robots_noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "robots_nofollow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "og_image" text;