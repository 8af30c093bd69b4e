CREATE TABLE "alert_sent" (
	"subscriber_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_sent_subscriber_id_promotion_id_pk" PRIMARY KEY("subscriber_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "alert_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"consent_source" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_daily_at" timestamp with time zone,
	"last_instant_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"kind" text NOT NULL,
	"store_id" integer,
	"category_id" integer,
	"query" text,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_followed" UNIQUE NULLS NOT DISTINCT("subscriber_id","kind","store_id","category_id","query")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "alert_sent" ADD CONSTRAINT "alert_sent_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscribers" ADD CONSTRAINT "alert_subscribers_edition_editions_id_fk" FOREIGN KEY ("edition") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_email" ON "alert_subscribers" USING btree ("edition","email");--> statement-breakpoint
CREATE INDEX "alert_subscribers_status" ON "alert_subscribers" USING btree ("edition","status");--> statement-breakpoint
CREATE INDEX "alerts_store" ON "alerts" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "alerts_category" ON "alerts" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe" ON "email_outbox" USING btree ("dedupe_key");