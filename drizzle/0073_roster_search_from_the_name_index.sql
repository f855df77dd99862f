-- A roster's name-order indexes (migration 0070) also carry the columns a search and its
-- count read (names, e-mail, account), after the id that ends the order: a search of a
-- 100,000-registrant session then reads the index alone, not every page of the table
-- (docs/decisions/0082).
DROP INDEX "course_registrations_session_name_idx";--> statement-breakpoint
DROP INDEX "course_registrations_course_name_idx";--> statement-breakpoint
CREATE INDEX "course_registrations_session_name_idx" ON "course_registrations" USING btree ("live_session_id",lower("last_name"),lower("first_name"),"id","first_name","last_name","email","uid");--> statement-breakpoint
CREATE INDEX "course_registrations_course_name_idx" ON "course_registrations" USING btree ("course_id",lower("last_name"),lower("first_name"),"id","first_name","last_name","email","uid");