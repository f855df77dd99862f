import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { stateRules, versionInForce } from "~/content/state-rules";
import { findState } from "~/content/states";
import { ADVISORY_LOCKS } from "~/db/advisory-locks";
import type { Database } from "~/db/client.server";
import { deadlineWarnings, reportingPeriods } from "~/db/schema/compliance";
import { formatLongDate } from "~/lib/format";
import { fromHundredths, toHundredths } from "~/lib/hours";
import { parseDay } from "~/lib/iso-dates";
import { latestPeriodEnd } from "~/modules/credit-tracker/compute-period";
import { TRACKER_LIMITS, TRACKER_MESSAGES } from "~/modules/credit-tracker/credit-tracker-fields";
import { findOverlappingPeriod } from "~/modules/credit-tracker/find-overlapping-period.server";

export type PeriodWrite =
  | { ok: true; id: string; startsOn: string; endsOn: string }
  | { ok: false; status: 400 | 404; field: "startsOn" | "endsOn" | null; message: string };

/**
 * Adds a reporting period, or changes one of the attorney's own (`periodId`).
 * Refused: an end not after the start, more than 4 years, a period no rules
 * are recorded for, or one overlapping another period in the same state.
 * Periods of one attorney and state are written one at a time (an advisory
 * lock), so two overlapping ones can never both be saved.
 */
export async function saveReportingPeriod(
  db: Database,
  uid: string,
  input: {
    stateSlug: string;
    startsOn: string;
    endsOn: string;
    carriedIn?: number;
    periodId?: string | null;
  },
): Promise<PeriodWrite> {
  const rules = stateRules(input.stateSlug);
  if (!rules) return { ok: false, status: 400, field: null, message: TRACKER_MESSAGES.chooseState };
  if (!parseDay(input.startsOn) || !parseDay(input.endsOn)) {
    return { ok: false, status: 400, field: null, message: "Enter the period's dates." };
  }
  if (input.endsOn <= input.startsOn) {
    return { ok: false, status: 400, field: "endsOn", message: TRACKER_MESSAGES.periodOrder };
  }
  const latest = latestPeriodEnd(input.startsOn);
  if (latest === null || input.endsOn > latest) {
    return { ok: false, status: 400, field: "endsOn", message: TRACKER_MESSAGES.periodTooLong };
  }
  if (!versionInForce(rules, input.endsOn)) {
    const name = findState(input.stateSlug)?.name ?? input.stateSlug;
    return {
      ok: false,
      status: 400,
      field: "endsOn",
      message: `No ${name} rules are recorded for a period ending ${formatLongDate(input.endsOn)}.`,
    };
  }
  const carriedIn = fromHundredths(
    Math.min(toHundredths(input.carriedIn ?? 0), TRACKER_LIMITS.carriedInMax * 100),
  );

  return db.transaction(async (tx): Promise<PeriodWrite> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.reportingPeriods}, hashtext(${`${uid}:${input.stateSlug}`}))`,
    );
    const clash = await findOverlappingPeriod(tx, uid, input.stateSlug, {
      from: input.startsOn,
      to: input.endsOn,
      except: input.periodId,
    });
    if (clash) {
      return {
        ok: false,
        status: 400,
        field: "startsOn",
        message: `These dates overlap your period ${formatLongDate(clash.startsOn)} – ${formatLongDate(clash.endsOn)}. Change or delete that one first.`,
      };
    }
    if (input.periodId) {
      const updated = await tx
        .update(reportingPeriods)
        .set({ startsOn: input.startsOn, endsOn: input.endsOn, carriedIn })
        .where(
          and(
            eq(reportingPeriods.id, input.periodId),
            eq(reportingPeriods.uid, uid),
            eq(reportingPeriods.stateSlug, input.stateSlug),
          ),
        )
        .returning({ id: reportingPeriods.id });
      if (updated.length === 0) {
        return { ok: false, status: 404, field: null, message: TRACKER_MESSAGES.periodNotFound };
      }
      // A new deadline gets its own 60- and 14-day warnings.
      await tx
        .delete(deadlineWarnings)
        .where(
          and(
            eq(deadlineWarnings.periodId, input.periodId),
            sql`${deadlineWarnings.sentAt} < (${input.endsOn}::date - ${deadlineWarnings.daysBefore} * interval '1 day')`,
          ),
        );
      return { ok: true, id: input.periodId, startsOn: input.startsOn, endsOn: input.endsOn };
    }
    const id = randomUUID();
    await tx.insert(reportingPeriods).values({
      id,
      uid,
      stateSlug: input.stateSlug,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      carriedIn,
    });
    return { ok: true, id, startsOn: input.startsOn, endsOn: input.endsOn };
  });
}
