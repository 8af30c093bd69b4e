CREATE INDEX "properties_edition_departure" ON "properties" USING btree ("edition","departure_date","price","id");--> statement-breakpoint
CREATE INDEX "properties_edition_stars" ON "properties" USING btree ("edition","stars" DESC NULLS LAST,"price","id");--> statement-breakpoint
CREATE INDEX "properties_region" ON "properties" USING btree ("region_id","price");--> statement-breakpoint
CREATE INDEX "properties_city" ON "properties" USING btree ("city_id","price");