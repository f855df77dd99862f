CREATE TABLE "closed_accounts_to_shred" (
	"account_id" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A closed account's registrations go with it, and so does the point of the audit entries
-- about them (docs/decisions/0041). The retention schedule used to find those entries by
-- reading every registration entry in the log against the registrations and accounts left
-- (5 s of a core at a million registrations, every run); the deletion now leaves the
-- account's id here, in its own transaction, and the schedule reads only these.
CREATE FUNCTION closed_accounts_to_shred_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO closed_accounts_to_shred (account_id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_closed_to_shred AFTER DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION closed_accounts_to_shred_add();
--> statement-breakpoint
-- Accounts closed before this release whose registration entries still have their details:
-- the way the schedule found them, once (a registration's id is its account's id, "_" and
-- its course's; a course id has no "_").
INSERT INTO closed_accounts_to_shred (account_id)
  SELECT DISTINCT substring(a.record_id from '^(.*)_[^_]*$')
  FROM staff_audit_log a
  WHERE a.record_type = 'registration' AND a.shredded_at IS NULL
    AND substring(a.record_id from '^(.*)_[^_]*$') IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM course_registrations r WHERE r.id = a.record_id)
    AND NOT EXISTS (SELECT 1 FROM "user" u WHERE u.id = substring(a.record_id from '^(.*)_[^_]*$'));
