import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { enrolments } from "~/db/schema/learning";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatLongDate, formatSessionDateTime } from "~/lib/format";
import { hoursPhrase, toHundredths } from "~/lib/hours";
import { getActivePlan } from "~/modules/accounts/plans.server";
import { codeProgress } from "~/modules/attendance/checkpoints.server";
import { listCertificates } from "~/modules/certificates/certificates.server";
import { loadCreditSummary } from "~/modules/compliance/load-credit-summary.server";
import { listOrders } from "~/modules/payments/orders.server";

/** How long before a live session its join link and code entry open on the dashboard. */
const JOIN_OPENS_MINUTES = 24 * 60;

export type NextStep = { text: string; href: string; action: string };

/**
 * Everything the attorney's dashboard shows, from the database: live and
 * on-demand registrations (with session date, join details and the codes
 * entered), courses in progress, certificates, orders, the membership, and
 * what to do next.
 */
export async function loadDashboard(db: Database, uid: string, now = new Date()) {
  const [registrationRows, progressRows, certificates, purchases, plan, admissions, credits] =
    await Promise.all([
      db
        .select({
          id: courseRegistrations.id,
          courseId: courseRegistrations.courseId,
          courseName: courseRegistrations.courseName,
          format: courses.format,
          hasMedia: courses.media,
          codeWindowMinutes: courses.codeWindowMinutes,
          registeredAt: courseRegistrations.registeredAt,
          orderId: courseRegistrations.orderId,
          liveSessionId: courseRegistrations.liveSessionId,
          sessionStartsAt: liveSessions.startsAt,
          sessionMinutes: liveSessions.durationMinutes,
          joinUrl: liveSessions.joinUrl,
        })
        .from(courseRegistrations)
        .innerJoin(courses, eq(courses.id, courseRegistrations.courseId))
        .leftJoin(liveSessions, eq(liveSessions.id, courseRegistrations.liveSessionId))
        .where(eq(courseRegistrations.uid, uid))
        .orderBy(asc(liveSessions.startsAt), asc(courseRegistrations.registeredAt)),
      db
        .select({
          courseId: enrolments.courseId,
          courseName: enrolments.courseName,
          progress: enrolments.progress,
          lastAccessed: enrolments.lastAccessed,
          completedAt: enrolments.completedAt,
        })
        .from(enrolments)
        .where(eq(enrolments.uid, uid))
        .orderBy(desc(enrolments.lastAccessed)),
      listCertificates(db, uid),
      listOrders(db, uid),
      getActivePlan(db, uid, now),
      db
        .select({ state: barAdmissions.state })
        .from(barAdmissions)
        .where(eq(barAdmissions.uid, uid)),
      loadCreditSummary(db, uid, now),
    ]);

  const registrations = await Promise.all(
    registrationRows.map(async (row) => {
      const sessionEnd =
        row.sessionStartsAt && row.sessionMinutes !== null
          ? new Date(row.sessionStartsAt.getTime() + row.sessionMinutes * 60_000)
          : null;
      const codesClose = sessionEnd
        ? new Date(sessionEnd.getTime() + row.codeWindowMinutes * 60_000)
        : null;
      const live =
        row.liveSessionId && row.sessionStartsAt && sessionEnd && codesClose
          ? {
              sessionId: row.liveSessionId,
              startsAt: row.sessionStartsAt,
              durationMinutes: row.sessionMinutes ?? 0,
              /** The join link, once staff set it and from a day before. */
              joinUrl:
                row.joinUrl &&
                now.getTime() >= row.sessionStartsAt.getTime() - JOIN_OPENS_MINUTES * 60_000 &&
                now < sessionEnd
                  ? row.joinUrl
                  : null,
              status:
                now < row.sessionStartsAt
                  ? ("upcoming" as const)
                  : now < sessionEnd
                    ? ("live" as const)
                    : ("ended" as const),
              /** Codes may be entered from the start until the course's window closes. */
              codesOpen: now >= row.sessionStartsAt && now <= codesClose,
              codesClose,
              codes: await codeProgress(db, uid, row.courseId, row.liveSessionId),
            }
          : null;
      const certified = certificates.some((certificate) => certificate.courseId === row.courseId);
      return {
        id: row.id,
        courseId: row.courseId,
        courseName: row.courseName,
        format: row.format,
        hasLecture: row.hasMedia !== null,
        registeredAt: row.registeredAt,
        paid: row.orderId !== null,
        live,
        certified,
      };
    }),
  );

  const progress = progressRows.map((row) => ({
    ...row,
    completed: row.completedAt !== null,
  }));

  const next: NextStep[] = [];
  for (const registration of registrations) {
    const live = registration.live;
    if (live?.status === "live" || (live?.status === "upcoming" && live.joinUrl)) {
      next.push({
        text: `${registration.courseName} is live ${live.status === "live" ? "now" : `on ${formatSessionDateTime(live.startsAt)}`}.`,
        href: live.joinUrl ?? `/dashboard#registration-${registration.courseId}`,
        action: live.joinUrl ? "Join the webcast" : "See the details",
      });
    } else if (live?.status === "upcoming") {
      next.push({
        text: `Your live webcast ${registration.courseName} is on ${formatSessionDateTime(live.startsAt)}.`,
        href: `/dashboard/registrations/${registration.courseId}/calendar.ics`,
        action: "Add it to your calendar",
      });
    }
    if (live?.codesOpen && live.codes.entered < live.codes.total) {
      next.push({
        text: `Enter the attendance codes announced in ${registration.courseName} (${live.codes.entered} of ${live.codes.total}).`,
        href: `/dashboard#registration-${registration.courseId}`,
        action: "Enter codes",
      });
    }
  }
  for (const item of progress) {
    const certified = certificates.some((certificate) => certificate.courseId === item.courseId);
    if (!item.completed) {
      next.push({
        text: `Continue ${item.courseName}: ${item.progress}% watched.`,
        href: `/course-player/${item.courseId}`,
        action: "Resume",
      });
    } else if (!certified) {
      next.push({
        text: `You finished ${item.courseName}. Enter any missing codes and affirm attendance for your certificate.`,
        href: `/certificates/new?courseId=${encodeURIComponent(item.courseId)}`,
        action: "Get your certificate",
      });
    }
  }
  for (const registration of registrations) {
    const started = progress.some((item) => item.courseId === registration.courseId);
    if (!registration.live && registration.hasLecture && !started) {
      next.push({
        text: `Start ${registration.courseName}, ready to watch on demand.`,
        href: `/course-player/${registration.courseId}`,
        action: "Start watching",
      });
    }
  }
  for (const line of credits) {
    if (line.status === "no-period") {
      next.push({
        text: `Set your ${line.name} reporting period so your credits are counted against it.`,
        href: "/dashboard/credits",
        action: "Set the period",
      });
    } else if (
      line.status === "tracking" &&
      !line.complete &&
      line.daysLeft !== null &&
      line.daysLeft >= 0 &&
      line.stillNeeded !== null &&
      line.periodEndsOn
    ) {
      next.push({
        text: `${line.name}: ${hoursPhrase(toHundredths(line.stillNeeded))} still needed by ${formatLongDate(line.periodEndsOn)}.`,
        href: `/courses?${new URLSearchParams({ state: line.slug })}`,
        action: "Find approved courses",
      });
    }
  }
  if (admissions.length === 0) {
    next.push({
      text: "Add the bars you are admitted to, with your bar numbers: certificates print them and the credit tracker follows each state's rules.",
      href: "/dashboard/credits",
      action: "Add bar admissions",
    });
  }
  if (registrations.length === 0) {
    next.push({
      text: "Find a course approved in your state.",
      href: "/courses",
      action: "Browse courses",
    });
  }

  return {
    registrations,
    progress,
    certificates,
    purchases,
    plan: plan ? { kind: plan.kind, endsAt: plan.endsAt } : null,
    credits,
    next,
  };
}
