-- The reports queue's search for part of a course title counted its matches by reading every
-- row (55 ms at 100,000 rows on PostgreSQL, 170 on the embedded database); a trigram index
-- finds them (8 ms). pg_trgm ships with PostgreSQL (a trusted extension: the database's owner
-- may create it) and with PGlite (loaded by app/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bar_report_queue_title_search_idx" ON "bar_report_queue" USING gin ("course_title" gin_trgm_ops);