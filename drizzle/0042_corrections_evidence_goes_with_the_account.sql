-- An attendance correction outlives its account for the states' retention period
-- (docs/decisions/0027), but only with what a regulator needs: the outcome, the
-- minutes, the reason (which the re-issued certificate already carries), who made it
-- and when. Its free-text evidence (a meeting report, a support conversation) goes
-- with the account (docs/decisions/0038). The database does it whenever the link to
-- the account is cut, so every way of deleting an account does it, in the deletion's
-- own transaction (ON DELETE SET NULL runs as an UPDATE of uid, which fires this).
CREATE FUNCTION drop_evidence_of_closed_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.evidence := 'Removed when the account was closed.';
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER attendance_corrections_evidence_goes_with_the_account
  BEFORE UPDATE OF "uid" ON "attendance_corrections"
  FOR EACH ROW WHEN (OLD.uid IS NOT NULL AND NEW.uid IS NULL)
  EXECUTE FUNCTION drop_evidence_of_closed_account();
--> statement-breakpoint
-- Accounts closed before this release.
UPDATE "attendance_corrections" SET "evidence" = 'Removed when the account was closed.'
  WHERE "uid" IS NULL;
