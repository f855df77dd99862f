-- The reporting queue derives every course again when a state's name changes (the name is
-- on every row of its reports, migration 0066). A statement trigger fires even when its
-- statement changed nothing, and every start-up seeds the states (an upsert): each restart
-- made the next read of the queue derive every course, 40 s and more for a provider of a
-- million registrations. Now only a statement that renamed a state, or added or re-keyed
-- one, forgets the queue.
CREATE FUNCTION bar_report_queue_forget_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.slug = n.slug
    WHERE o.slug IS NULL OR o.name IS DISTINCT FROM n.name
  ) THEN
    DELETE FROM bar_report_queue_state;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER states_queue_update ON states;
--> statement-breakpoint
CREATE TRIGGER states_queue_update AFTER UPDATE ON states
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bar_report_queue_forget_renamed();
