-- A roster's search for part of a name or an address tested every registrant of its session (a
-- 100,000-registrant session's count: 49 ms embedded, at a million registrations); the trigrams of
-- each registrant's name and address find the matching ones (25 ms; decision 0077). Written row by
-- row, never through a pending list: the embedded database has no autovacuum to merge one, and
-- every search would read all of it. The report queue's index keeps its pending list for the
-- refresh's bulk writes and is merged after each (refresh-bar-report-queue); here, once.
CREATE INDEX "course_registrations_search_idx" ON "course_registrations" USING gin ((lower("first_name") || ' ' || lower("last_name")) gin_trgm_ops,lower("email") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
SELECT gin_clean_pending_list('bar_report_queue_title_search_idx');
