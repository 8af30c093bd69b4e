ALTER TABLE "pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft_status" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft_publish_at" timestamp with time zone;