ALTER TABLE "stores" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "publish_at" timestamp with time zone;