-- A roster search tests every registrant's address, lowered: the name indexes now hold it (last, so
-- their order is unchanged), and a 100,000-registrant session's search count no longer lowers
-- 100,000 addresses (47 → 29 ms on PostgreSQL; decision 0077).
DROP INDEX "course_registrations_session_name_idx";--> statement-breakpoint
DROP INDEX "course_registrations_course_name_idx";--> statement-breakpoint
CREATE INDEX "course_registrations_session_name_idx" ON "course_registrations" USING btree ("live_session_id",lower("last_name"),lower("first_name"),"id","first_name","last_name","email","uid","registered_at","order_id","course_id",lower("email"));--> statement-breakpoint
CREATE INDEX "course_registrations_course_name_idx" ON "course_registrations" USING btree ("course_id",lower("last_name"),lower("first_name"),"id","first_name","last_name","email","uid","registered_at","order_id","live_session_id",lower("email"));