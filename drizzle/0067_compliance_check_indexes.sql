-- The compliance checks at a provider's size (docs/decisions/0077, "Reports and checks").
-- Credits that differ: the courses whose certificates, approvals or attendance corrections
-- change are marked, in the writer's transaction, and worked out again before the next read.
CREATE FUNCTION credit_check_mark_courses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO credit_check_stale (course_id)
      SELECT DISTINCT course_id FROM new_rows WHERE course_id IS NOT NULL
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO credit_check_stale (course_id)
      SELECT DISTINCT course_id FROM old_rows WHERE course_id IS NOT NULL
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER certificates_credit_check_insert AFTER INSERT ON certificates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_courses();
--> statement-breakpoint
CREATE TRIGGER certificates_credit_check_update AFTER UPDATE ON certificates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_courses();
--> statement-breakpoint
CREATE TRIGGER certificates_credit_check_delete AFTER DELETE ON certificates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_courses();
--> statement-breakpoint
CREATE TRIGGER course_state_approvals_credit_check_insert AFTER INSERT ON course_state_approvals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_courses();
--> statement-breakpoint
CREATE TRIGGER course_state_approvals_credit_check_update AFTER UPDATE ON course_state_approvals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_courses();
--> statement-breakpoint
CREATE TRIGGER course_state_approvals_credit_check_delete AFTER DELETE ON course_state_approvals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_courses();
--> statement-breakpoint
CREATE TRIGGER attendance_corrections_credit_check_insert AFTER INSERT ON attendance_corrections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_courses();
--> statement-breakpoint
CREATE TRIGGER attendance_corrections_credit_check_update AFTER UPDATE ON attendance_corrections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_courses();
--> statement-breakpoint
CREATE TRIGGER attendance_corrections_credit_check_delete AFTER DELETE ON attendance_corrections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION credit_check_mark_courses();
--> statement-breakpoint
-- Not worked out yet: the first read works out every course.
INSERT INTO credit_check_stale (course_id) VALUES ('*');
--> statement-breakpoint
-- A certificate's credit hours, all categories together: immutable, so the short-watching
-- check's condition can be an index's (the query writes it the same way).
CREATE FUNCTION certificate_credit_hours(credits jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(sum(value::numeric), 0) FROM jsonb_each_text(credits) $$;
--> statement-breakpoint
CREATE INDEX certificates_missing_codes_idx ON certificates (issued_at, id)
  WHERE superseded_at IS NULL AND revoked_at IS NULL AND codes_entered < codes_total;
--> statement-breakpoint
CREATE INDEX certificates_short_watching_idx ON certificates (issued_at, id)
  WHERE superseded_at IS NULL AND revoked_at IS NULL AND format = 'self-study'
    AND watched_seconds < certificate_credit_hours(credits) * coalesce(credit_hour_minutes, 60) * 60;
