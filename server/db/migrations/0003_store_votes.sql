CREATE TABLE "store_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"voter" text NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_votes_rating_range" CHECK ("store_votes"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "store_votes" ADD CONSTRAINT "store_votes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_votes_store_voter" ON "store_votes" USING btree ("store_id","voter");