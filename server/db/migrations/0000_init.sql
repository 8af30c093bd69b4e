CREATE TABLE "editions" (
	"id" text PRIMARY KEY NOT NULL,
	"locale_code" text NOT NULL,
	"language" text NOT NULL,
	"domain" text NOT NULL,
	"brand_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text,
	"website_url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"header_1" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"on_homepage" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"code" text NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"time_of_using" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_categories" (
	"promotion_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "promotion_categories_promotion_id_category_id_pk" PRIMARY KEY("promotion_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"offer" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT true NOT NULL,
	"slider_image" text,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_count" integer DEFAULT 0 NOT NULL,
	"used_today_count" integer DEFAULT 0 NOT NULL,
	"used_today_date" date,
	"time_of_using" timestamp with time zone,
	"in_slider" boolean DEFAULT false NOT NULL,
	"on_homepage" boolean DEFAULT false NOT NULL,
	"is_deal_of_month" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"is_heading" boolean DEFAULT false NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"on_homepage" boolean DEFAULT false NOT NULL,
	"in_homepage_slider" boolean DEFAULT false NOT NULL,
	"in_parent_slider" boolean DEFAULT false NOT NULL,
	"icon" text,
	"below_description" text DEFAULT '' NOT NULL,
	"related_category_id" integer,
	"seo_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"header_1" text DEFAULT '' NOT NULL,
	"header_2" text DEFAULT '' NOT NULL,
	"banner" text,
	"top_description" text DEFAULT '' NOT NULL,
	"faq_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"script_1" text DEFAULT '' NOT NULL,
	"script_2" text DEFAULT '' NOT NULL,
	"datafeed_linking_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"related_post_ids" integer[] DEFAULT '{}' NOT NULL,
	"specific_hotel_ids" integer[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_stores" (
	"category_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"is_bottom" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_stores_category_id_store_id_is_bottom_pk" PRIMARY KEY("category_id","store_id","is_bottom")
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"bottom_description" text DEFAULT '' NOT NULL,
	"related_category_id" integer,
	"banner_store_ids" integer[] DEFAULT '{}' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"header_1" text DEFAULT '' NOT NULL,
	"header_2" text DEFAULT '' NOT NULL,
	"banner" text,
	"top_description" text DEFAULT '' NOT NULL,
	"faq_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"script_1" text DEFAULT '' NOT NULL,
	"script_2" text DEFAULT '' NOT NULL,
	"datafeed_linking_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"related_post_ids" integer[] DEFAULT '{}' NOT NULL,
	"specific_hotel_ids" integer[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"continent_id" integer NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"in_homepage_slider" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sublocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"bottom_description" text DEFAULT '' NOT NULL,
	"related_category_id" integer,
	"banner_store_ids" integer[] DEFAULT '{}' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"header_1" text DEFAULT '' NOT NULL,
	"header_2" text DEFAULT '' NOT NULL,
	"banner" text,
	"top_description" text DEFAULT '' NOT NULL,
	"faq_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"script_1" text DEFAULT '' NOT NULL,
	"script_2" text DEFAULT '' NOT NULL,
	"datafeed_linking_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"related_post_ids" integer[] DEFAULT '{}' NOT NULL,
	"specific_hotel_ids" integer[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"location_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"in_parent_slider" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" text,
	"author" text DEFAULT '' NOT NULL,
	"reading_minutes" integer DEFAULT 3 NOT NULL,
	"similar_store_ids" integer[] DEFAULT '{}' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copyrights" (
	"edition" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"is_copyright" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homepage_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"button_label" text DEFAULT '' NOT NULL,
	"store_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"header_1" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"website_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"link" text NOT NULL,
	"partner_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer,
	"city_id" integer,
	"price" integer NOT NULL,
	"original_price" integer,
	"duration_nights" integer NOT NULL,
	"stars" integer NOT NULL,
	"is_last_minute" boolean DEFAULT false NOT NULL,
	"has_discount" boolean DEFAULT false NOT NULL,
	"type_of_stay" text NOT NULL,
	"departure_date" date NOT NULL,
	"departure_city" text DEFAULT '' NOT NULL,
	"is_best_offer" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_service_types" (
	"property_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	CONSTRAINT "property_service_types_property_id_service_type_id_pk" PRIMARY KEY("property_id","service_type_id")
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_redirections" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"old_path" text NOT NULL,
	"new_path" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD CONSTRAINT "promotion_categories_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD CONSTRAINT "promotion_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_related_category_id_categories_id_fk" FOREIGN KEY ("related_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_stores" ADD CONSTRAINT "category_stores_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_stores" ADD CONSTRAINT "category_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "continents" ADD CONSTRAINT "continents_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_related_category_id_categories_id_fk" FOREIGN KEY ("related_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sublocations" ADD CONSTRAINT "sublocations_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sublocations" ADD CONSTRAINT "sublocations_related_category_id_categories_id_fk" FOREIGN KEY ("related_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sublocations" ADD CONSTRAINT "sublocations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sublocations" ADD CONSTRAINT "sublocations_parent_id_sublocations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sublocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copyrights" ADD CONSTRAINT "copyrights_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homepage_banners" ADD CONSTRAINT "homepage_banners_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homepage_banners" ADD CONSTRAINT "homepage_banners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_category_id_property_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."property_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_country_id_locations_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_region_id_sublocations_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."sublocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_sublocations_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."sublocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_categories" ADD CONSTRAINT "property_categories_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_service_types" ADD CONSTRAINT "property_service_types_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_service_types" ADD CONSTRAINT "property_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_types" ADD CONSTRAINT "service_types_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_redirections" ADD CONSTRAINT "seo_redirections_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_edition_slug" ON "stores" USING btree ("edition","slug");--> statement-breakpoint
CREATE INDEX "stores_edition_top" ON "stores" USING btree ("edition","is_top");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_promotion" ON "coupons" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_categories_category" ON "promotion_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "promotions_store" ON "promotions" USING btree ("store_id","expires_at");--> statement-breakpoint
CREATE INDEX "promotions_edition_created" ON "promotions" USING btree ("edition","created_at");--> statement-breakpoint
CREATE INDEX "promotions_edition_flags" ON "promotions" USING btree ("edition","on_homepage","in_slider");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_edition_slug" ON "categories" USING btree ("edition","slug");--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_stores_store" ON "category_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "continents_edition_slug" ON "continents" USING btree ("edition","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_edition_slug" ON "locations" USING btree ("edition","slug");--> statement-breakpoint
CREATE INDEX "locations_continent" ON "locations" USING btree ("continent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sublocations_edition_slug" ON "sublocations" USING btree ("edition","slug");--> statement-breakpoint
CREATE INDEX "sublocations_location" ON "sublocations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "sublocations_parent" ON "sublocations" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_edition_slug" ON "blog_categories" USING btree ("edition","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_edition_slug" ON "blog_posts" USING btree ("edition","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_category_published" ON "blog_posts" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_edition_published" ON "blog_posts" USING btree ("edition","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_edition_identifier" ON "pages" USING btree ("edition","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_edition_slug" ON "partners" USING btree ("edition","slug");--> statement-breakpoint
CREATE INDEX "properties_edition_price" ON "properties" USING btree ("edition","price");--> statement-breakpoint
CREATE INDEX "properties_edition_country" ON "properties" USING btree ("edition","country_id","price");--> statement-breakpoint
CREATE INDEX "properties_edition_best" ON "properties" USING btree ("edition","is_best_offer");--> statement-breakpoint
CREATE UNIQUE INDEX "property_categories_edition_slug" ON "property_categories" USING btree ("edition","slug");--> statement-breakpoint
CREATE INDEX "property_service_types_type" ON "property_service_types" USING btree ("service_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_types_edition_slug" ON "service_types" USING btree ("edition","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username" ON "admin_users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "form_submissions_kind" ON "form_submissions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_redirections_edition_old" ON "seo_redirections" USING btree ("edition","old_path");