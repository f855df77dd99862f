-- The staff audit log stays append-only, but an entry about an attendee's record
-- no longer keeps that person's details forever: once the retention period of
-- the record it concerns ends, its details (before, after, reason) are shredded,
-- as pretix does (docs/decisions/0041-shredding-the-audit-log.md). Who acted,
-- what they did, to which record and when (id, at, actor, action, record type
-- and id, the actor's address) never change. The shredding is written once
-- (shredded_at from null to a time, the details to null), never undone.
ALTER TABLE "staff_audit_log" ADD COLUMN "shredded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_shredded_has_no_details" CHECK ("staff_audit_log"."shredded_at" IS NULL OR ("staff_audit_log"."before" IS NULL AND "staff_audit_log"."after" IS NULL AND "staff_audit_log"."reason" IS NULL));
--> statement-breakpoint
-- The database enforces it, whoever asks (the application, a script or psql): the
-- one UPDATE let through is exactly a shredding. Every column but the details and
-- shredded_at is compared as a whole row, so a column added later is covered too.
CREATE FUNCTION allow_only_audit_log_shredding() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.shredded_at IS NULL
    AND NEW.shredded_at IS NOT NULL
    AND NEW.shredded_at >= OLD.at
    AND NEW.before IS NULL AND NEW.after IS NULL AND NEW.reason IS NULL
    AND to_jsonb(NEW) - ARRAY['before', 'after', 'reason', 'shredded_at']
      = to_jsonb(OLD) - ARRAY['before', 'after', 'reason', 'shredded_at']
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The staff audit log is append-only: UPDATE is refused but for shredding an entry''s details, once'
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
DROP TRIGGER "staff_audit_log_append_only" ON "staff_audit_log";
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_append_only BEFORE DELETE ON "staff_audit_log"
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_only_shredding BEFORE UPDATE ON "staff_audit_log"
  FOR EACH ROW EXECUTE FUNCTION allow_only_audit_log_shredding();
--> statement-breakpoint
-- Entries about records the retention schedule deleted before this release: a
-- certificate, or an attendance correction (an "attendee" entry names the
-- correction it wrote).
UPDATE "staff_audit_log" SET "shredded_at" = greatest(now(), "at"), "before" = NULL, "after" = NULL, "reason" = NULL
  WHERE "shredded_at" IS NULL
    AND (
      ("record_type" = 'certificate'
        AND NOT EXISTS (SELECT 1 FROM "certificates" WHERE "certificates"."id" = "staff_audit_log"."record_id"))
      OR ("record_type" = 'attendee'
        AND "after" ->> 'correctionId' IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "attendance_corrections"
          WHERE "attendance_corrections"."id" = "staff_audit_log"."after" ->> 'correctionId'))
    );
