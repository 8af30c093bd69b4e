CREATE TABLE "click_days" (
	"day" date NOT NULL,
	"edition" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"store_id" integer,
	"page" text DEFAULT '' NOT NULL,
	"network" text NOT NULL,
	"device" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"bot_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "click_days_day_edition_kind_item_id_page_network_device_pk" PRIMARY KEY("day","edition","kind","item_id","page","network","device")
);
--> statement-breakpoint
CREATE TABLE "click_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "click_visitors" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "click_visitors_day_visitor_hash_kind_item_id_pk" PRIMARY KEY("day","visitor_hash","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"click_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"edition" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"store_id" integer,
	"page" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"network" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"first_of_day" boolean NOT NULL,
	"bot" text
);
--> statement-breakpoint
CREATE TABLE "conversion_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"unmatched" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"row_key" text NOT NULL,
	"click_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"commission_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"click_day" date,
	"edition" text,
	"kind" text,
	"item_id" integer,
	"store_id" integer,
	"page" text,
	"upload_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reveal_days" (
	"day" date NOT NULL,
	"edition" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"store_id" integer,
	"reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reveal_days_day_promotion_id_pk" PRIMARY KEY("day","promotion_id")
);
--> statement-breakpoint
ALTER TABLE "click_days" ADD CONSTRAINT "click_days_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reveal_days" ADD CONSTRAINT "reveal_days_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_days_store" ON "click_days" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "click_days_edition_day" ON "click_days" USING btree ("edition","day");--> statement-breakpoint
CREATE UNIQUE INDEX "clicks_click_id" ON "clicks" USING btree ("click_id");--> statement-breakpoint
CREATE INDEX "clicks_at" ON "clicks" USING btree ("at");--> statement-breakpoint
CREATE INDEX "clicks_edition_day" ON "clicks" USING btree ("edition","day");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_network_row" ON "conversions" USING btree ("network","row_key");--> statement-breakpoint
CREATE INDEX "conversions_click" ON "conversions" USING btree ("click_id");--> statement-breakpoint
CREATE INDEX "conversions_edition_day" ON "conversions" USING btree ("edition","click_day");--> statement-breakpoint
CREATE INDEX "reveal_days_edition_day" ON "reveal_days" USING btree ("edition","day");