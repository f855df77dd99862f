-- A roster's export (100,000 registrants at the bench's million registrations) reads the
-- registrations, their orders, certificates and code entries from indexes alone: no heap
-- reads, and the certificates already in account order (docs/decisions/0082).
DROP INDEX "attendance_code_entries_checkpoint_idx";--> statement-breakpoint
DROP INDEX "course_registrations_session_name_idx";--> statement-breakpoint
DROP INDEX "course_registrations_course_name_idx";--> statement-breakpoint
CREATE INDEX "certificates_course_roster_idx" ON "certificates" USING btree ("course_id","uid","state_slug","revoked_at","approval_status","id") WHERE "certificates"."superseded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "orders_roster_idx" ON "orders" USING btree ("id","status","product","amount_cents");--> statement-breakpoint
CREATE INDEX "attendance_code_entries_checkpoint_idx" ON "attendance_code_entries" USING btree ("checkpoint_id","uid","entered_at");--> statement-breakpoint
CREATE INDEX "course_registrations_session_name_idx" ON "course_registrations" USING btree ("live_session_id",lower("last_name"),lower("first_name"),"id","first_name","last_name","email","uid","registered_at","order_id","course_id");--> statement-breakpoint
CREATE INDEX "course_registrations_course_name_idx" ON "course_registrations" USING btree ("course_id",lower("last_name"),lower("first_name"),"id","first_name","last_name","email","uid","registered_at","order_id","live_session_id");