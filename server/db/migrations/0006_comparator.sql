CREATE TABLE "property_feed_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_edition_best";--> statement-breakpoint
CREATE INDEX "properties_edition_recommended" ON "properties" USING btree ("edition","is_best_offer" DESC NULLS LAST,"has_discount" DESC NULLS LAST,"price","id");--> statement-breakpoint
CREATE INDEX "properties_edition_stars_asc" ON "properties" USING btree ("edition","stars","price","id");--> statement-breakpoint
CREATE INDEX "properties_edition_nights" ON "properties" USING btree ("edition","duration_nights","price","id");--> statement-breakpoint
-- The comparator's facet index (server/api/properties/facets.ts) is rebuilt when this version moves:
-- every statement that writes the offers, their service types or the names the facets list (partners,
-- service types, property categories, countries, regions and cities) bumps it, in the writer's transaction.
INSERT INTO "property_feed_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_property_feed_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "property_feed_version" SET "version" = "version" + 1 WHERE "id" = 1; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_feed_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_feed_version();
--> statement-breakpoint
CREATE TRIGGER "property_service_types_feed_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_service_types"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_feed_version();
--> statement-breakpoint
CREATE TRIGGER "partners_feed_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_feed_version();
--> statement-breakpoint
CREATE TRIGGER "service_types_feed_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_types"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_feed_version();
--> statement-breakpoint
CREATE TRIGGER "property_categories_feed_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_feed_version();
--> statement-breakpoint
CREATE TRIGGER "locations_feed_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_feed_version();
--> statement-breakpoint
CREATE TRIGGER "sublocations_feed_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sublocations"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_feed_version();
