-- An attorney's own records (dashboard, credit tracker) are cached per user by
-- each instance (decision 0075). A write to a table behind them, by any
-- instance, a script or psql, announces itself on `data_changed` when it
-- commits, as the catalogue's and the sessions' tables already do.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'user_profiles', 'bar_admissions', 'plans', 'certificates', 'enrolments',
    'invoice_documents', 'reporting_periods', 'outside_credits', 'evaluations',
    'waiting_list_entries', 'bar_reports', 'bar_report_lines', 'attendance_checkpoints',
    'attendance_code_entries'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()',
      watched || '_data_changed', watched);
  END LOOP;
END;
$$;
