-- The audit log's search for an actor with no account (docs/decisions/0077): their few
-- addresses are read one probe each, then their entries by address, instead of computing
-- each entry's words.
DROP INDEX "staff_audit_log_shell_actor_idx";--> statement-breakpoint
CREATE INDEX "staff_audit_log_shell_actor_email_idx" ON "staff_audit_log" USING btree ("actor_email","at","id") WHERE "staff_audit_log"."actor_id" IS NULL;--> statement-breakpoint
-- A TRUNCATE fires no row or INSERT/UPDATE/DELETE statement trigger, so the stored reporting
-- queue and the credit-check flags (docs/decisions/0077, "Reports and checks") would keep rows
-- of records that are gone. A statement-level AFTER TRUNCATE trigger on every table they are
-- derived from (and on the stored tables themselves) marks everything to be worked out again
-- on the next read: the queue forgets its state (as a change of a state's name does), the
-- credit checks take the '*' mark their first read takes.
CREATE FUNCTION credit_check_mark_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO credit_check_stale (course_id) VALUES ('*') ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER certificates_queue_truncate AFTER TRUNCATE ON certificates
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget();
--> statement-breakpoint
CREATE TRIGGER live_sessions_queue_truncate AFTER TRUNCATE ON live_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget();
--> statement-breakpoint
CREATE TRIGGER course_state_approvals_queue_truncate AFTER TRUNCATE ON course_state_approvals
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget();
--> statement-breakpoint
CREATE TRIGGER bar_reports_queue_truncate AFTER TRUNCATE ON bar_reports
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget();
--> statement-breakpoint
CREATE TRIGGER bar_report_lines_queue_truncate AFTER TRUNCATE ON bar_report_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget();
--> statement-breakpoint
CREATE TRIGGER courses_queue_truncate AFTER TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget();
--> statement-breakpoint
CREATE TRIGGER bar_admissions_queue_truncate AFTER TRUNCATE ON bar_admissions
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget();
--> statement-breakpoint
CREATE TRIGGER states_queue_truncate AFTER TRUNCATE ON states
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget();
--> statement-breakpoint
CREATE TRIGGER bar_report_queue_truncate AFTER TRUNCATE ON bar_report_queue
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget();
--> statement-breakpoint
CREATE TRIGGER certificates_credit_check_truncate AFTER TRUNCATE ON certificates
  FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_all();
--> statement-breakpoint
CREATE TRIGGER course_state_approvals_credit_check_truncate AFTER TRUNCATE ON course_state_approvals
  FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_all();
--> statement-breakpoint
CREATE TRIGGER attendance_corrections_credit_check_truncate AFTER TRUNCATE ON attendance_corrections
  FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_all();
--> statement-breakpoint
CREATE TRIGGER credit_check_flags_truncate AFTER TRUNCATE ON credit_check_flags
  FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_all();
