ALTER TABLE "promotions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "promotions_edition_published" ON "promotions" USING btree ("edition","published_at");--> statement-breakpoint
-- What visitors could already see was published when it was created, or at its scheduled time.
UPDATE "promotions" SET "published_at" = greatest("created_at", coalesce("publish_at", "created_at")) WHERE "status" IN ('published', 'scheduled');--> statement-breakpoint
-- The moment a promotion is published, whoever writes it: stored published (its creation, or its scheduled time), or
-- a draft published later (now, or its scheduled time when later). The alerts mail what became visible since.
CREATE OR REPLACE FUNCTION stamp_promotion_published() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW."status" NOT IN ('published', 'scheduled') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    NEW."published_at" := coalesce(NEW."published_at", greatest(NEW."created_at", coalesce(NEW."publish_at", NEW."created_at")));
  ELSIF OLD."status" NOT IN ('published', 'scheduled') OR (NEW."status" = 'scheduled' AND OLD."publish_at" IS DISTINCT FROM NEW."publish_at") THEN
    NEW."published_at" := greatest(now(), coalesce(NEW."publish_at", now()));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "promotions_published_stamp" BEFORE INSERT OR UPDATE ON "promotions"
  FOR EACH ROW EXECUTE FUNCTION stamp_promotion_published();
