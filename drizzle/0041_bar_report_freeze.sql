-- A submitted report to a bar records what was sent to a regulator: the database
-- keeps it as it was, whoever asks (the application, a script or psql). What the
-- product still does is allowed: a correction is a new report (an INSERT) with
-- its lines, written in the same transaction; the retention purge deletes the
-- lines naming a purged certificate (docs/decisions/0028-bar-reports.md).
CREATE FUNCTION refuse_bar_report_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A submitted bar report is frozen: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
-- Every column but submitted_by_id, which points at an account that may be
-- closed (the report keeps the address it was submitted by).
CREATE TRIGGER bar_reports_frozen BEFORE UPDATE OF
  "id", "slot_key", "sequence", "correction_of_id", "state_slug", "scope", "course_id",
  "course_title", "live_session_id", "period", "held_on", "due_on", "fee_cents",
  "attendee_count", "file_format", "rules_edition", "submitted_on", "reference", "note",
  "submitted_by_email", "submitted_at"
  ON "bar_reports" FOR EACH ROW EXECUTE FUNCTION refuse_bar_report_change();
--> statement-breakpoint
CREATE TRIGGER bar_reports_kept BEFORE DELETE ON "bar_reports"
  FOR EACH ROW EXECUTE FUNCTION refuse_bar_report_change();
--> statement-breakpoint
CREATE TRIGGER bar_reports_no_truncate BEFORE TRUNCATE ON "bar_reports"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_bar_report_change();
--> statement-breakpoint
-- A report's lines are written with it, in the transaction that inserts the
-- report, and never after: each insert of a report notes its id in a setting
-- that lasts until the transaction ends (and is undone with a rolled-back
-- savepoint), and a line may be inserted only for a report noted there.
CREATE FUNCTION note_bar_report_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config(
    'cle.bar_reports_written',
    concat_ws(',', nullif(current_setting('cle.bar_reports_written', true), ''), NEW.id),
    true
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bar_reports_note_written AFTER INSERT ON "bar_reports"
  FOR EACH ROW EXECUTE FUNCTION note_bar_report_written();
--> statement-breakpoint
CREATE FUNCTION guard_bar_report_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.report_id = ANY (
    string_to_array(coalesce(current_setting('cle.bar_reports_written', true), ''), ',')
  ) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'A submitted bar report is frozen: % of its lines is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER bar_report_lines_frozen BEFORE INSERT OR UPDATE ON "bar_report_lines"
  FOR EACH ROW EXECUTE FUNCTION guard_bar_report_line();
--> statement-breakpoint
CREATE TRIGGER bar_report_lines_no_truncate BEFORE TRUNCATE ON "bar_report_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_bar_report_change();
