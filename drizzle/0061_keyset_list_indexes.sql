DROP INDEX "inbox_items_status_received_idx";--> statement-breakpoint
DROP INDEX "staff_audit_log_at_idx";--> statement-breakpoint
DROP INDEX "staff_audit_log_action_idx";--> statement-breakpoint
CREATE INDEX "bar_admissions_number_idx" ON "bar_admissions" USING btree (upper("bar_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_search_idx" ON "user" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || translate(coalesce("email", ''), '@.+_-', '     ')));--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_received_idx" ON "inbox_items" USING btree ("received_at","kind","source_id");--> statement-breakpoint
CREATE INDEX "inbox_items_open_received_idx" ON "inbox_items" USING btree ("received_at","kind","source_id") WHERE "inbox_items"."status" in ('new', 'in_progress');--> statement-breakpoint
CREATE INDEX "inbox_items_search_idx" ON "inbox_items" USING gin (to_tsvector('simple'::regconfig, coalesce("from_name", '') || ' ' || translate(coalesce("from_email", ''), '@.+_-', '     ')));--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (to_tsvector('simple'::regconfig, coalesce(coalesce("attendee"->>'firstName', '') || ' ' || coalesce("attendee"->>'lastName', '') || ' ' || coalesce("course_name", ''), '') || ' ' || translate(coalesce("attendee"->>'email', ''), '@.+_-', '     ')));--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_id_idx" ON "staff_audit_log" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_shell_actor_idx" ON "staff_audit_log" USING gin (to_tsvector('simple'::regconfig, translate(coalesce("actor_email", ''), '@.+_-', '     '))) WHERE "staff_audit_log"."actor_id" IS NULL;--> statement-breakpoint
CREATE INDEX "staff_audit_log_record_id_idx" ON "staff_audit_log" USING btree ("record_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inbox_items_status_received_idx" ON "inbox_items" USING btree ("status","received_at","kind","source_id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_action_idx" ON "staff_audit_log" USING btree ("action","at","id");