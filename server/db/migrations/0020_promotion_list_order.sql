DROP INDEX "promotions_store";--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "feedback_rank" double precision;--> statement-breakpoint
CREATE INDEX "promotions_store_listed" ON "promotions" USING btree ("store_id","edition","position",coalesce("feedback_rank", 0.5) desc,"expires_at","id");--> statement-breakpoint
CREATE INDEX "promotions_store_created" ON "promotions" USING btree ("store_id","edition","created_at");--> statement-breakpoint
CREATE INDEX "promotions_edition_listed" ON "promotions" USING btree ("edition","position",coalesce("feedback_rank", 0.5) desc,"expires_at","id");--> statement-breakpoint
CREATE INDEX "promotions_deal_of_month" ON "promotions" USING btree ("edition","created_at") WHERE "promotions"."is_deal_of_month";--> statement-breakpoint
CREATE INDEX "promotions_store" ON "promotions" USING btree ("store_id","edition","expires_at");--> statement-breakpoint
-- Each promotion carries its code's rank by visitors' votes, so that lists can be read in their order from an index.
-- Triggers on coupons keep the copy whoever writes a coupon: a vote, an editor, a feed, a script.
UPDATE "promotions" p SET "feedback_rank" = c."feedback_rank" FROM "coupons" c WHERE c."promotion_id" = p."id" AND c."feedback_rank" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION copy_coupon_rank_to_promotion() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- A coupon gone (or moved to another promotion): its old promotion has no code to rank any more.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "promotions" p SET "feedback_rank" = NULL FROM old_coupons o
      WHERE p."id" = o."promotion_id" AND p."feedback_rank" IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "coupons" c WHERE c."promotion_id" = p."id");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "promotions" p SET "feedback_rank" = n."feedback_rank" FROM new_coupons n
      WHERE p."id" = n."promotion_id" AND p."feedback_rank" IS DISTINCT FROM n."feedback_rank";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "coupons_rank_inserted" AFTER INSERT ON "coupons" REFERENCING NEW TABLE AS new_coupons
  FOR EACH STATEMENT EXECUTE FUNCTION copy_coupon_rank_to_promotion();--> statement-breakpoint
CREATE TRIGGER "coupons_rank_updated" AFTER UPDATE ON "coupons" REFERENCING OLD TABLE AS old_coupons NEW TABLE AS new_coupons
  FOR EACH STATEMENT EXECUTE FUNCTION copy_coupon_rank_to_promotion();--> statement-breakpoint
CREATE TRIGGER "coupons_rank_deleted" AFTER DELETE ON "coupons" REFERENCING OLD TABLE AS old_coupons
  FOR EACH STATEMENT EXECUTE FUNCTION copy_coupon_rank_to_promotion();
