-- Read-mostly data (the catalogue, prices, seat counts) is cached by the
-- application. Any write to a table behind it, by the application, a script or
-- psql, announces itself on the channel `data_changed` when its transaction
-- commits, so every instance drops its cache at once. One notice per
-- statement (PostgreSQL folds identical notices of one transaction into one).
CREATE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'states', 'course_categories', 'faculty', 'courses', 'course_credits', 'course_faculty',
    'live_sessions', 'course_state_approvals', 'course_bundles', 'course_bundle_items',
    'course_registrations', 'orders'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()',
      watched || '_data_changed', watched);
  END LOOP;
END;
$$;
