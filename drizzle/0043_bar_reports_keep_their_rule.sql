-- A submitted report keeps the rule it was made under: the version of its
-- state's provider obligations, named by the state (state_slug) and the day the
-- version took effect (rules_effective_from), replaces the one edition string
-- of all states (rules_edition) (docs/decisions/0040-provider-obligations-versions.md).
-- The freeze of migration 0041 names its columns, so it is made again with the
-- new one in place of the old; nothing else of it changes.
DROP TRIGGER "bar_reports_frozen" ON "bar_reports";
--> statement-breakpoint
ALTER TABLE "bar_reports" ADD COLUMN "rules_effective_from" date;
--> statement-breakpoint
-- Every report submitted so far was made under edition "2026-11", the figures
-- that are now each state's first version, in force from 2000-01-01
-- (IN_FORCE_SINCE in app/content/state-rules/provider-obligations-data.ts).
UPDATE "bar_reports" SET "rules_effective_from" = '2000-01-01';
--> statement-breakpoint
ALTER TABLE "bar_reports" ALTER COLUMN "rules_effective_from" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bar_reports" DROP COLUMN "rules_edition";
--> statement-breakpoint
-- Every column but submitted_by_id, which points at an account that may be
-- closed (the report keeps the address it was submitted by).
CREATE TRIGGER bar_reports_frozen BEFORE UPDATE OF
  "id", "slot_key", "sequence", "correction_of_id", "state_slug", "scope", "course_id",
  "course_title", "live_session_id", "period", "held_on", "due_on", "fee_cents",
  "attendee_count", "file_format", "rules_effective_from", "submitted_on", "reference", "note",
  "submitted_by_email", "submitted_at"
  ON "bar_reports" FOR EACH ROW EXECUTE FUNCTION refuse_bar_report_change();
