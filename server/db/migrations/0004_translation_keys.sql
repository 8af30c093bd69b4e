ALTER TABLE "categories" ADD COLUMN "translation_key" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "translation_key" text;--> statement-breakpoint
ALTER TABLE "sublocations" ADD COLUMN "translation_key" text;--> statement-breakpoint
CREATE INDEX "categories_translation_key" ON "categories" USING btree ("translation_key");--> statement-breakpoint
CREATE INDEX "locations_translation_key" ON "locations" USING btree ("translation_key");--> statement-breakpoint
CREATE INDEX "sublocations_translation_key" ON "sublocations" USING btree ("translation_key");