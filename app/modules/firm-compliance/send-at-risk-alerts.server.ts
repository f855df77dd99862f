// A firm member whose state becomes "at risk" (a deadline within 60 days with
// credits missing) gets one mail with the gap and the approved courses that
// close it (decision 0064). Each is recorded in `firm_risk_alerts` in the
// transaction that queues it, so it goes once per deadline, whatever runs it.

import { and, eq, gte, isNull, lte } from "drizzle-orm";
import { AT_RISK_DAYS } from "~/content/firm-compliance";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { reportingPeriods } from "~/db/schema/compliance";
import { firmRiskAlerts } from "~/db/schema/firm-compliance";
import { firmMembers, firms } from "~/db/schema/firms";
import { FORMAT_LABELS, formatLongDate } from "~/lib/format";
import { formatHours, hoursPhrase, toHundredths } from "~/lib/hours";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import { deadlineWindow, type TrackerClock } from "~/modules/credit-tracker/tracker-clock";
import type { Mailer } from "~/modules/email/mailer.server";
import { FirmAtRiskEmail } from "~/modules/email/templates/firm-at-risk";
import { judgeStateStatus } from "./judge-member-status";
import { listGapCourses } from "./list-gap-courses.server";

type AlertRun = { checked: number; sent: number };

/** Queues the "at risk" mails due now to members of any firm. */
export async function sendFirmAtRiskAlerts(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  clock: TrackerClock = new Date(),
): Promise<AlertRun> {
  // Each state's day is at most a day behind the schedule's: the query spans both.
  const { from: earliest, to: horizon } = deadlineWindow(clock, AT_RISK_DAYS);
  const candidates = await db
    .select({
      periodId: reportingPeriods.id,
      uid: reportingPeriods.uid,
      endsOn: reportingPeriods.endsOn,
      email: user.email,
      accountName: user.name,
      firstName: userProfiles.firstName,
      firmName: firms.name,
    })
    .from(reportingPeriods)
    .innerJoin(firmMembers, eq(firmMembers.userId, reportingPeriods.uid))
    .innerJoin(firms, eq(firms.id, firmMembers.organizationId))
    .innerJoin(user, eq(user.id, reportingPeriods.uid))
    .leftJoin(userProfiles, eq(userProfiles.uid, reportingPeriods.uid))
    .leftJoin(
      firmRiskAlerts,
      and(
        eq(firmRiskAlerts.periodId, reportingPeriods.id),
        eq(firmRiskAlerts.endsOn, reportingPeriods.endsOn),
      ),
    )
    .where(
      and(
        gte(reportingPeriods.endsOn, earliest),
        lte(reportingPeriods.endsOn, horizon),
        isNull(firmRiskAlerts.periodId),
      ),
    );
  if (candidates.length === 0) return { checked: 0, sent: 0 };

  const now = typeof clock === "string" ? new Date(`${clock}T12:00:00Z`) : clock;
  let checked = 0;
  let sent = 0;
  const uids = [...new Set(candidates.map((row) => row.uid))];
  for (const uid of uids) {
    const mine = candidates.filter((row) => row.uid === uid);
    const first = mine[0];
    if (!first) continue;
    const tracker = await loadCreditTracker(db, uid, clock);
    const periodIds = new Set(mine.map((row) => row.periodId));
    const atRisk = tracker.states.filter((state) => {
      if (!state.judged || !periodIds.has(state.judged.id) || !state.evaluation) return false;
      checked += 1;
      return (
        judgeStateStatus({
          evaluated: true,
          daysLeft: state.evaluation.deadline.daysLeft,
          complete: state.evaluation.complete,
        }) === "at-risk"
      );
    });
    if (atRisk.length === 0) continue;
    const gaps = await listGapCourses(db, uid, atRisk, now);
    for (const gap of gaps) {
      const state = atRisk.find((item) => item.slug === gap.slug);
      if (!state?.judged) continue;
      const periodId = state.judged.id;
      const queued = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(firmRiskAlerts)
          .values({ periodId, endsOn: gap.deadline })
          .onConflictDoNothing()
          .returning({ periodId: firmRiskAlerts.periodId });
        if (inserted.length === 0) return false;
        const stillNeeded = hoursPhrase(toHundredths(gap.stillNeeded));
        await mailer.sendEmail(
          {
            to: first.email,
            uid,
            subject: `${gap.name} CLE: ${stillNeeded} still needed by ${formatLongDate(gap.deadline)}`,
            template: "firm-at-risk",
            body: FirmAtRiskEmail({
              name: first.firstName ?? first.accountName,
              firmName: first.firmName,
              stateName: gap.name,
              deadline: formatLongDate(gap.deadline),
              daysLeft: gap.daysLeft,
              stillNeeded,
              missing: gap.missing.map(
                (line) => `${line.label}: ${hoursPhrase(toHundredths(line.hours))}`,
              ),
              courses: gap.courses.map((course) => ({
                title: course.title,
                url: `${options.baseUrl}/courses/${course.slug}`,
                detail: `${FORMAT_LABELS[course.format]}, ${formatHours(course.hours)} hours in ${gap.name}${
                  course.nextLiveAt ? `, next session ${formatLongDate(course.nextLiveAt)}` : ""
                }`,
              })),
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
