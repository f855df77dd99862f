CREATE TABLE "completion_totals" (
	"month" text NOT NULL,
	"state_slug" text NOT NULL,
	"course_id" text NOT NULL,
	"completions" integer NOT NULL,
	"credit_hours" numeric NOT NULL,
	CONSTRAINT "completion_totals_month_state_slug_course_id_pk" PRIMARY KEY("month","state_slug","course_id")
);
--> statement-breakpoint
CREATE INDEX "completion_totals_empty_idx" ON "completion_totals" USING btree ("month") WHERE "completion_totals"."completions" = 0;--> statement-breakpoint
-- The completions report's totals (docs/decisions/0082): each write to certificates adds
-- what it made valid and takes away what it ended (a re-issue, a revocation, a deletion by
-- the retention purge), in the writer's transaction. A statement trigger with transition
-- tables: a bulk insert adds each month, state and course once. The rows are written in
-- key order, so two writers of the same totals wait for each other rather than deadlock.
-- A certificate's credit hours: certificate_credit_hours (migration 0067).
CREATE FUNCTION completion_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added jsonb := '[]';
  ended jsonb := '[]';
BEGIN
  -- A transition table exists only for the operations that have it: each is read in its branch.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(jsonb_agg(c), '[]') INTO added FROM (
      SELECT to_char(completed_on, 'YYYY-MM') AS month, state_slug, course_id,
        count(*) AS completions, sum(certificate_credit_hours(credits)) AS credit_hours
      FROM new_rows WHERE superseded_at IS NULL AND revoked_at IS NULL
      GROUP BY 1, 2, 3) c;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(jsonb_agg(c), '[]') INTO ended FROM (
      SELECT to_char(completed_on, 'YYYY-MM') AS month, state_slug, course_id,
        count(*) AS completions, sum(certificate_credit_hours(credits)) AS credit_hours
      FROM old_rows WHERE superseded_at IS NULL AND revoked_at IS NULL
      GROUP BY 1, 2, 3) c;
  END IF;
  IF added = '[]' AND ended = '[]' THEN
    RETURN NULL;
  END IF;
  INSERT INTO completion_totals AS t (month, state_slug, course_id, completions, credit_hours)
    SELECT month, state_slug, course_id, sum(completions), sum(credit_hours)
    FROM (
      SELECT * FROM jsonb_to_recordset(added)
        AS a(month text, state_slug text, course_id text, completions integer, credit_hours numeric)
      UNION ALL
      SELECT month, state_slug, course_id, -completions, -credit_hours FROM jsonb_to_recordset(ended)
        AS e(month text, state_slug text, course_id text, completions integer, credit_hours numeric)
    ) change
    GROUP BY month, state_slug, course_id
    -- An update that leaves a certificate counted where it was (a closed account's) changes nothing.
    HAVING sum(completions) <> 0 OR sum(credit_hours) <> 0
    ORDER BY month, state_slug, course_id
    ON CONFLICT (month, state_slug, course_id) DO UPDATE
      SET completions = t.completions + excluded.completions,
        credit_hours = t.credit_hours + excluded.credit_hours;
  DELETE FROM completion_totals WHERE completions = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION completion_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM completion_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER certificates_completion_totals_insert AFTER INSERT ON certificates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION completion_totals_apply();
--> statement-breakpoint
CREATE TRIGGER certificates_completion_totals_update AFTER UPDATE ON certificates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION completion_totals_apply();
--> statement-breakpoint
CREATE TRIGGER certificates_completion_totals_delete AFTER DELETE ON certificates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION completion_totals_apply();
--> statement-breakpoint
CREATE TRIGGER certificates_completion_totals_truncate AFTER TRUNCATE ON certificates
  FOR EACH STATEMENT EXECUTE FUNCTION completion_totals_clear();
--> statement-breakpoint
-- The certificates already issued.
INSERT INTO completion_totals (month, state_slug, course_id, completions, credit_hours)
  SELECT to_char(completed_on, 'YYYY-MM'), state_slug, course_id, count(*), sum(certificate_credit_hours(credits))
  FROM certificates WHERE superseded_at IS NULL AND revoked_at IS NULL
  GROUP BY 1, 2, 3;
