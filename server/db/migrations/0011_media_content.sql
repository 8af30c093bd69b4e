ALTER TABLE "media_files" ADD COLUMN "content" "bytea";--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_path" ON "media_files" USING btree ("path");