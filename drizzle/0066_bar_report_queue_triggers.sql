-- The reporting queue's stale courses (docs/decisions/0077, "Reports and checks"):
-- every write to what a course's reports are derived from marks the course, in
-- the writer's transaction, so the next read of the queue derives it again.
-- Statement triggers with transition tables: a bulk insert marks each course once.
CREATE FUNCTION bar_report_queue_mark_courses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO bar_report_queue_stale (course_id)
      SELECT DISTINCT course_id FROM new_rows WHERE course_id IS NOT NULL
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO bar_report_queue_stale (course_id)
      SELECT DISTINCT course_id FROM old_rows WHERE course_id IS NOT NULL
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER certificates_queue_insert AFTER INSERT ON certificates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_courses();
--> statement-breakpoint
CREATE TRIGGER certificates_queue_update AFTER UPDATE ON certificates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_courses();
--> statement-breakpoint
CREATE TRIGGER certificates_queue_delete AFTER DELETE ON certificates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_courses();
--> statement-breakpoint
CREATE TRIGGER live_sessions_queue_insert AFTER INSERT ON live_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_courses();
--> statement-breakpoint
CREATE TRIGGER live_sessions_queue_update AFTER UPDATE ON live_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_courses();
--> statement-breakpoint
CREATE TRIGGER live_sessions_queue_delete AFTER DELETE ON live_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_courses();
--> statement-breakpoint
CREATE TRIGGER course_state_approvals_queue_insert AFTER INSERT ON course_state_approvals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_courses();
--> statement-breakpoint
CREATE TRIGGER course_state_approvals_queue_update AFTER UPDATE ON course_state_approvals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_courses();
--> statement-breakpoint
CREATE TRIGGER course_state_approvals_queue_delete AFTER DELETE ON course_state_approvals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_courses();
--> statement-breakpoint
-- Submitted reports are never updated or deleted (migration 0040); their lines go in with them.
CREATE TRIGGER bar_reports_queue_insert AFTER INSERT ON bar_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_courses();
--> statement-breakpoint
-- A course's title is on its live sessions' rows.
CREATE FUNCTION bar_report_queue_mark_course_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bar_report_queue_stale (course_id)
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.title IS DISTINCT FROM o.title
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_queue_update AFTER UPDATE ON courses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_course_rows();
--> statement-breakpoint
-- A certificate without a bar number takes the attorney's admission in its state.
CREATE FUNCTION bar_report_queue_mark_admissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO bar_report_queue_stale (course_id)
      SELECT DISTINCT c.course_id FROM new_rows n JOIN certificates c ON c.uid = n.uid AND c.state_slug = n.state
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO bar_report_queue_stale (course_id)
      SELECT DISTINCT c.course_id FROM old_rows o JOIN certificates c ON c.uid = o.uid AND c.state_slug = o.state
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bar_admissions_queue_insert AFTER INSERT ON bar_admissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_admissions();
--> statement-breakpoint
CREATE TRIGGER bar_admissions_queue_update AFTER UPDATE ON bar_admissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_admissions();
--> statement-breakpoint
CREATE TRIGGER bar_admissions_queue_delete AFTER DELETE ON bar_admissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_mark_admissions();
--> statement-breakpoint
-- A state's name is on every row of its reports: derive everything again (names rarely change).
CREATE FUNCTION bar_report_queue_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM bar_report_queue_state;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER states_queue_update AFTER UPDATE ON states
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget();
--> statement-breakpoint
-- A course's certificates, read when its reports are derived again.
CREATE INDEX certificates_course_idx ON certificates (course_id);
--> statement-breakpoint
-- The queue's default filter ("to do": due, overdue, waiting) in the queue's order.
CREATE INDEX bar_report_queue_open_order ON bar_report_queue (due_key, state_name, held_on, sequence, id)
  WHERE status IN ('due', 'waiting');
