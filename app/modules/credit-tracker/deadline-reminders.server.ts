// Deadline reminders by e-mail, 60 and 14 days before a reporting period
// ends, for periods not yet complete (decision 0010). Each reminder is
// recorded in `deadline_warnings` in the same transaction that queues its
// e-mail, so however many instances run this at once, each goes once.

import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { findState } from "~/content/states";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { deadlineWarnings, reportingPeriods } from "~/db/schema/compliance";
import { formatLongDate } from "~/lib/format";
import { hoursPhrase, toHundredths } from "~/lib/hours";
import { dueWarnings, type WarningKind } from "~/modules/credit-tracker/deadline-warnings";
import { judgePeriod } from "~/modules/credit-tracker/judge-period";
import { listEarnedCredits } from "~/modules/credit-tracker/list-earned-credits.server";
import type { EarnedCredit } from "~/modules/credit-tracker/period-evaluation-types";
import {
  deadlineWindow,
  type TrackerClock,
  trackerDay,
} from "~/modules/credit-tracker/tracker-clock";
import type { Mailer } from "~/modules/email/mailer.server";
import { DeadlineWarning } from "~/modules/email/templates/deadline-warning";

/** The furthest ahead a reminder is sent. */
const HORIZON_DAYS = 60;

type ReminderRun = {
  /** Periods ending within the next 60 days that were judged. */
  checked: number;
  /** Reminders queued by this run. */
  sent: number;
};

/**
 * Queues the reminders due today: for every period ending within 60 days and
 * not complete (judged by its state's rules with the credits recorded now),
 * the nearest reminder not yet sent. Mail goes through the outbox.
 */
export async function sendDueDeadlineWarnings(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  clock: TrackerClock = new Date(),
): Promise<ReminderRun> {
  // Each period is judged on the day it is in its state; the query spans
  // every state's day (none is more than a day behind the tracker's).
  const { from: earliest, to: horizon } = deadlineWindow(clock, HORIZON_DAYS);
  const periods = await db
    .select({
      id: reportingPeriods.id,
      uid: reportingPeriods.uid,
      stateSlug: reportingPeriods.stateSlug,
      startsOn: reportingPeriods.startsOn,
      endsOn: reportingPeriods.endsOn,
      carriedIn: reportingPeriods.carriedIn,
      email: user.email,
      accountName: user.name,
      firstName: userProfiles.firstName,
    })
    .from(reportingPeriods)
    .innerJoin(user, eq(user.id, reportingPeriods.uid))
    .leftJoin(userProfiles, eq(userProfiles.uid, reportingPeriods.uid))
    .where(and(gte(reportingPeriods.endsOn, earliest), lte(reportingPeriods.endsOn, horizon)));
  if (periods.length === 0) return { checked: 0, sent: 0 };

  const sentRows = await db
    .select({ periodId: deadlineWarnings.periodId, daysBefore: deadlineWarnings.daysBefore })
    .from(deadlineWarnings)
    .where(
      inArray(
        deadlineWarnings.periodId,
        periods.map((period) => period.id),
      ),
    );

  const creditsCache = new Map<string, Promise<EarnedCredit[]>>();
  const creditsOf = (uid: string, stateSlug: string) => {
    const key = `${uid}\u0000${stateSlug}`;
    let credits = creditsCache.get(key);
    if (!credits) {
      credits = listEarnedCredits(db, uid, stateSlug);
      creditsCache.set(key, credits);
    }
    return credits;
  };

  let sent = 0;
  let checked = 0;
  for (const period of periods) {
    const today = trackerDay(period.stateSlug, clock);
    if (period.endsOn < today) continue;
    checked += 1;
    const judgement = judgePeriod(
      period.stateSlug,
      { startsOn: period.startsOn, endsOn: period.endsOn, carriedIn: Number(period.carriedIn) },
      await creditsOf(period.uid, period.stateSlug),
      today,
    );
    // No rules recorded for it: the page says so; a reminder could not say what is missing.
    const evaluation = judgement.evaluation;
    if (!evaluation) continue;
    const due = dueWarnings(
      [
        {
          id: period.id,
          endsOn: period.endsOn,
          complete: evaluation.complete,
          sent: sentRows
            .filter((row) => row.periodId === period.id)
            .map((row) => row.daysBefore as WarningKind),
        },
      ],
      today,
    );
    for (const warning of due) {
      const stateName = findState(period.stateSlug)?.name ?? period.stateSlug;
      const queued = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(deadlineWarnings)
          .values({ periodId: warning.periodId, daysBefore: warning.kind })
          .onConflictDoNothing()
          .returning({ periodId: deadlineWarnings.periodId });
        if (inserted.length === 0) return false;
        const stillNeeded = hoursPhrase(toHundredths(evaluation.hoursStillNeeded));
        await mailer.sendEmail(
          {
            to: period.email,
            uid: period.uid,
            subject: `${stateName} CLE deadline ${formatLongDate(period.endsOn)}: ${stillNeeded} still needed`,
            template: `deadline-warning-${warning.kind}`,
            body: DeadlineWarning({
              name: period.firstName ?? period.accountName,
              stateName,
              deadline: formatLongDate(period.endsOn),
              daysLeft: evaluation.deadline.daysLeft,
              hoursStillNeeded: stillNeeded,
              counted: hoursPhrase(toHundredths(evaluation.total.counted)),
              required: hoursPhrase(toHundredths(evaluation.total.required)),
              todo: evaluation.todo,
              trackerUrl: `${options.baseUrl}/dashboard/credits`,
            }),
          },
          tx,
        );
        return true;
      });
      if (queued) sent += 1;
    }
  }
  if (sent > 0) mailer.wake();
  return { checked, sent };
}
