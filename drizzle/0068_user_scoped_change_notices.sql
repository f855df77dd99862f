-- The accounts cache keeps each attorney's records per user (decision 0075).
-- A write to a table whose rows each belong to one user now says whose rows
-- it touched: the notice is `table:uid,uid,...`, read from the statement's
-- transition tables, so an instance drops only those users' entries. More
-- than 50 users (a bulk job), or a TRUNCATE, gives the bare table name, which
-- empties everything as before; so does every other table's write. A
-- statement that touched no row announces nothing: nothing changed.
CREATE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV[0]: the column naming the user a row belongs to.
  owner text := quote_ident(TG_ARGV[0]);
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN format('select %s as uid from new_rows', owner)
    WHEN 'DELETE' THEN format('select %s as uid from old_rows', owner)
    ELSE format('select %1$s as uid from old_rows union all select %1$s from new_rows', owner)
  END;
  uids text[];
  changed boolean;
BEGIN
  EXECUTE format(
    'select exists (%1$s), array(select distinct uid::text from (%1$s) as t where uid is not null limit 51)',
    touched) INTO changed, uids;
  IF NOT changed THEN
    RETURN NULL;
  END IF;
  IF cardinality(uids) > 50 THEN
    PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('data_changed', TG_TABLE_NAME || ':' || array_to_string(uids, ','));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN SELECT * FROM (VALUES
    ('user_profiles', 'uid'), ('bar_admissions', 'uid'), ('plans', 'uid'),
    ('certificates', 'uid'), ('enrolments', 'uid'), ('invoice_documents', 'uid'),
    ('reporting_periods', 'uid'), ('outside_credits', 'uid'), ('evaluations', 'uid'),
    ('attendance_code_entries', 'uid'), ('course_registrations', 'uid'), ('orders', 'uid'),
    ('session', 'user_id'), ('user', 'id')
  ) AS t(name, owner) LOOP
    -- A trigger with transition tables takes one event: one trigger each, and
    -- TRUNCATE (no rows to read) keeps the table's own notice.
    EXECUTE format('DROP TRIGGER %I ON %I', watched.name || '_data_changed', watched.name);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()',
      watched.name || '_data_changed', watched.name);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(%L)',
      watched.name || '_rows_inserted', watched.name, watched.owner);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(%L)',
      watched.name || '_rows_updated', watched.name, watched.owner);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(%L)',
      watched.name || '_rows_deleted', watched.name, watched.owner);
  END LOOP;
END;
$$;
