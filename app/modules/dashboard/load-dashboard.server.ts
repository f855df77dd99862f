import type { Database } from "~/db/client.server";
import { type AccountRead, readAfresh } from "~/modules/accounts/read-account-cached.server";
import { readCodeProgress } from "~/modules/attendance/read-code-progress.server";
import { loadCreditSummary } from "~/modules/credit-tracker/load-credit-summary.server";
import { listSessionChoices } from "~/modules/registration/list-session-choices.server";
import { liveSessionState } from "./live-session-state";
import { nextSteps } from "./next-steps";
import { readDashboardRecords } from "./read-dashboard-records.server";

/**
 * Everything the attorney's dashboard shows, from the database: live and
 * on-demand registrations (with session date, join details and the codes
 * entered), courses in progress, certificates, orders, the membership, and
 * what to do next. The dashboard's loader passes `read` to take the records
 * from the accounts cache; what depends on the clock is worked out afresh.
 */
export async function loadDashboard(
  db: Database,
  uid: string,
  now = new Date(),
  read: AccountRead = readAfresh,
) {
  const [records, creditSummary] = await Promise.all([
    read("dashboard-records", () => readDashboardRecords(db, uid, now)),
    loadCreditSummary(db, uid, now, read),
  ]);
  const { certificates, purchases, plan } = records;
  const registrationRows = records.registrations;
  const progressRows = records.progress;

  const registrations = await Promise.all(
    registrationRows.map(async (row) => {
      const session = liveSessionState(
        {
          sessionId: row.liveSessionId,
          startsAt: row.sessionStartsAt,
          durationMinutes: row.sessionMinutes,
          codeWindowMinutes: row.codeWindowMinutes,
          joinUrl: row.joinUrl,
        },
        now,
      );
      return {
        id: row.id,
        courseId: row.courseId,
        courseName: row.courseName,
        format: row.format,
        hasLecture: row.hasLecture,
        registeredAt: row.registeredAt,
        paid: row.orderId !== null,
        live: session
          ? {
              ...session,
              codes: await read(`codes:${row.courseId}:${session.sessionId}`, () =>
                readCodeProgress(db, uid, row.courseId, session.sessionId),
              ),
            }
          : null,
        certified: certificates.some((certificate) => certificate.courseId === row.courseId),
        // A live place without a session (kept when staff cancelled it): the sessions to choose from.
        sessionChoices:
          row.attendLiveWebcast && !row.liveSessionId
            ? await listSessionChoices(db, row.courseId, now)
            : null,
      };
    }),
  );

  const progress = progressRows.map((row) => ({
    ...row,
    completed: row.completedAt !== null,
  }));

  return {
    registrations,
    progress,
    certificates,
    purchases,
    toEvaluate: records.toEvaluate,
    waitingLists: records.waitingLists,
    plan: plan ? { kind: plan.kind, endsAt: plan.endsAt } : null,
    credits: creditSummary.lines,
    next: nextSteps({
      registrations,
      progress,
      certificates,
      credits: creditSummary.lines,
      hasBarAdmissions: creditSummary.hasBarAdmissions,
    }),
  };
}
