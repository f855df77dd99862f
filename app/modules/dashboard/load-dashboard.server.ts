import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { enrolments } from "~/db/schema/learning";
import { courseRegistrations } from "~/db/schema/registrations";
import { getActivePlan } from "~/modules/accounts/get-active-plan.server";
import { readCodeProgress } from "~/modules/attendance/read-code-progress.server";
import { listCertificates } from "~/modules/certificates/list-certificates.server";
import { loadCreditSummary } from "~/modules/compliance/load-credit-summary.server";
import { listOrders } from "~/modules/payments/list-orders.server";
import { listSessionChoices } from "~/modules/registration/list-session-choices.server";
import { liveSessionState } from "./live-session-state";
import { nextSteps } from "./next-steps";

/**
 * Everything the attorney's dashboard shows, from the database: live and
 * on-demand registrations (with session date, join details and the codes
 * entered), courses in progress, certificates, orders, the membership, and
 * what to do next.
 */
export async function loadDashboard(db: Database, uid: string, now = new Date()) {
  const [registrationRows, progressRows, certificates, purchases, plan, creditSummary] =
    await Promise.all([
      preparedQuery(db, "dashboard_registrations", () =>
        db
          .select({
            id: courseRegistrations.id,
            courseId: courseRegistrations.courseId,
            courseName: courseRegistrations.courseName,
            format: courses.format,
            // Whether there is a lecture to watch, not the lecture's whole description.
            hasLecture: sql<boolean>`${courses.media} is not null`,
            codeWindowMinutes: courses.codeWindowMinutes,
            registeredAt: courseRegistrations.registeredAt,
            orderId: courseRegistrations.orderId,
            attendLiveWebcast: courseRegistrations.attendLiveWebcast,
            liveSessionId: courseRegistrations.liveSessionId,
            sessionStartsAt: liveSessions.startsAt,
            sessionMinutes: liveSessions.durationMinutes,
            joinUrl: liveSessions.joinUrl,
          })
          .from(courseRegistrations)
          .innerJoin(courses, eq(courses.id, courseRegistrations.courseId))
          .leftJoin(liveSessions, eq(liveSessions.id, courseRegistrations.liveSessionId))
          .where(eq(courseRegistrations.uid, sql.placeholder("uid")))
          .orderBy(asc(liveSessions.startsAt), asc(courseRegistrations.registeredAt))
          .prepare("dashboard_registrations"),
      ).execute({ uid }),
      preparedQuery(db, "dashboard_progress", () =>
        db
          .select({
            courseId: enrolments.courseId,
            courseName: enrolments.courseName,
            progress: enrolments.progress,
            lastAccessed: enrolments.lastAccessed,
            completedAt: enrolments.completedAt,
          })
          .from(enrolments)
          .where(eq(enrolments.uid, sql.placeholder("uid")))
          .orderBy(desc(enrolments.lastAccessed))
          .prepare("dashboard_progress"),
      ).execute({ uid }),
      listCertificates(db, uid),
      listOrders(db, uid),
      getActivePlan(db, uid, now),
      loadCreditSummary(db, uid, now),
    ]);

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
              codes: await readCodeProgress(db, uid, row.courseId, session.sessionId),
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
