CREATE TABLE "feed_advertisers" (
	"feed_id" integer NOT NULL,
	"advertiser_id" text NOT NULL,
	"name" text NOT NULL,
	"store_id" integer,
	"voucher_count" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_advertisers_feed_id_advertiser_id_pk" PRIMARY KEY("feed_id","advertiser_id")
);
--> statement-breakpoint
CREATE TABLE "feed_offers" (
	"feed_id" integer NOT NULL,
	"offer_id" text NOT NULL,
	"advertiser_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"voucher" jsonb NOT NULL,
	"promotion_id" integer,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_offers_feed_id_offer_id_pk" PRIMARY KEY("feed_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"status" text NOT NULL,
	"trigger" text DEFAULT 'schedule' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"unmapped" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"held_withdrawals" integer[] DEFAULT '{}' NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"network" text NOT NULL,
	"url" text NOT NULL,
	"credentials" text,
	"mapping" jsonb,
	"every_minutes" integer NOT NULL,
	"publish" text DEFAULT 'draft' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "source_feed_id" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "source_network" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "source_offer_id" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "editor_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_advertisers" ADD CONSTRAINT "feed_advertisers_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_advertisers" ADD CONSTRAINT "feed_advertisers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_offers" ADD CONSTRAINT "feed_offers_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_offers" ADD CONSTRAINT "feed_offers_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_offers_advertiser" ON "feed_offers" USING btree ("feed_id","advertiser_id");--> statement-breakpoint
CREATE INDEX "feed_offers_promotion" ON "feed_offers" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "feed_runs_feed_started" ON "feed_runs" USING btree ("feed_id","started_at");--> statement-breakpoint
CREATE INDEX "promotions_source" ON "promotions" USING btree ("source_feed_id","source_network");