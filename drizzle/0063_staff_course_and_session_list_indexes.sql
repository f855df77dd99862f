CREATE INDEX "attendance_checkpoints_live_session_idx" ON "attendance_checkpoints" USING btree ("live_session_id","position");--> statement-breakpoint
CREATE INDEX "attendance_code_entries_checkpoint_idx" ON "attendance_code_entries" USING btree ("checkpoint_id");--> statement-breakpoint
CREATE INDEX "courses_position_idx" ON "courses" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "live_sessions_held_starts_idx" ON "live_sessions" USING btree ("starts_at","id") WHERE "live_sessions"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "live_sessions_cancelled_starts_idx" ON "live_sessions" USING btree ("starts_at","id") WHERE "live_sessions"."cancelled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_duration_at_most" CHECK ("live_sessions"."duration_minutes" <= 600);