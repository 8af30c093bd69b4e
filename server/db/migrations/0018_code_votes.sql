CREATE TABLE "code_votes" (
	"coupon_id" integer NOT NULL,
	"voter" text NOT NULL,
	"worked" boolean NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_votes_coupon_id_voter_pk" PRIMARY KEY("coupon_id","voter")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "worked_votes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "failed_votes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "last_worked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "feedback_rank" double precision;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "is_failing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "code_votes" ADD CONSTRAINT "code_votes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;