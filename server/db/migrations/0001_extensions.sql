-- unaccent and pg_trgm serve the accent-insensitive name searches on both PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
