-- Site search (issue 6): text-search configurations that drop accents before stemming, French and Dutch,
-- and an IMMUTABLE wrapper of unaccent for the trigram indexes (unaccent itself is only STABLE).
CREATE TEXT SEARCH CONFIGURATION fr_unaccent (COPY = french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION fr_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION nl_unaccent (COPY = dutch);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION nl_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE TABLE "robots_files" (
	"edition" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when "stores"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("stores"."name", '')), 'A') || setweight(to_tsvector((case when "stores"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("stores"."header_1", '')), 'B') || setweight(to_tsvector((case when "stores"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), regexp_replace(coalesce("stores"."description", ''), '<[^>]*>', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when "promotions"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("promotions"."title", '')), 'A') || setweight(to_tsvector((case when "promotions"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("promotions"."offer", '')), 'B') || setweight(to_tsvector((case when "promotions"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), regexp_replace(coalesce("promotions"."description", ''), '<[^>]*>', ' ', 'g')), 'C') || setweight(to_tsvector((case when "promotions"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("promotions"."condition", '')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when "categories"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("categories"."name", '')), 'A') || setweight(to_tsvector((case when "categories"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("categories"."header_1", '')), 'B') || setweight(to_tsvector((case when "categories"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("categories"."meta_description", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when "locations"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("locations"."name", '')), 'A') || setweight(to_tsvector((case when "locations"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("locations"."header_1", '')), 'B') || setweight(to_tsvector((case when "locations"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("locations"."meta_description", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "sublocations" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when "sublocations"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("sublocations"."name", '')), 'A') || setweight(to_tsvector((case when "sublocations"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("sublocations"."header_1", '')), 'B') || setweight(to_tsvector((case when "sublocations"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("sublocations"."meta_description", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when "blog_posts"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("blog_posts"."title", '')), 'A') || setweight(to_tsvector((case when "blog_posts"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), coalesce("blog_posts"."excerpt", '')), 'B') || setweight(to_tsvector((case when "blog_posts"."edition" = 'nl-be' then 'nl_unaccent'::regconfig else 'fr_unaccent'::regconfig end), regexp_replace(coalesce("blog_posts"."content", ''), '<[^>]*>', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "robots_files" ADD CONSTRAINT "robots_files_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_search_doc" ON "stores" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "stores_name_trgm" ON "stores" USING gin (lower(immutable_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promotions_search_doc" ON "promotions" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "promotions_name_trgm" ON "promotions" USING gin (lower(immutable_unaccent("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_search_doc" ON "categories" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "categories_name_trgm" ON "categories" USING gin (lower(immutable_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_search_doc" ON "locations" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "locations_name_trgm" ON "locations" USING gin (lower(immutable_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sublocations_search_doc" ON "sublocations" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "sublocations_name_trgm" ON "sublocations" USING gin (lower(immutable_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_search_doc" ON "blog_posts" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "blog_posts_name_trgm" ON "blog_posts" USING gin (lower(immutable_unaccent("title")) gin_trgm_ops);