import { asc, isNull, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseStateApprovals, courses, liveSessions } from "~/db/schema/catalogue";
import { scheduleToday } from "~/lib/format";
import { utcToZonedParts } from "~/lib/time";
import { deriveCourseApplications, firstPresentation } from "./derive-applications";

export type ApplicationToFile = {
  courseId: string;
  courseTitle: string;
  stateSlug: string;
  stateName: string;
  fileBy: string;
  late: boolean;
};

/**
 * The applications not yet filed whose "file by" day has passed (late) or
 * falls within DUE_WITHIN_DAYS, for every course not archived: late ones
 * first, each group by its day. Three statements (courses, each course's
 * first live session, the recorded decisions); the rest is derived in memory.
 */
export async function listApplicationsToFile(
  db: Database,
  now: Date = new Date(),
): Promise<ApplicationToFile[]> {
  const [rows, sessions, decisions] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        format: courses.format,
        releaseOn: courses.releaseOn,
      })
      .from(courses)
      .where(ne(courses.status, "archived"))
      .orderBy(asc(courses.position), asc(courses.id)),
    db
      .selectDistinctOn([liveSessions.courseId], {
        courseId: liveSessions.courseId,
        startsAt: liveSessions.startsAt,
        timeZone: liveSessions.timeZone,
      })
      .from(liveSessions)
      .where(isNull(liveSessions.cancelledAt))
      .orderBy(asc(liveSessions.courseId), asc(liveSessions.startsAt)),
    db
      .select({
        courseId: courseStateApprovals.courseId,
        stateSlug: courseStateApprovals.stateSlug,
        status: courseStateApprovals.status,
        appliedOn: courseStateApprovals.appliedOn,
      })
      .from(courseStateApprovals),
  ]);
  const today = scheduleToday(now);
  const firstSessions = new Map(
    sessions.map((session) => [
      session.courseId,
      utcToZonedParts(session.startsAt, session.timeZone).day,
    ]),
  );
  const toFile: ApplicationToFile[] = [];
  for (const course of rows) {
    const applications = deriveCourseApplications({
      format: course.format,
      first: firstPresentation({
        format: course.format,
        releaseOn: course.releaseOn,
        firstSessionDay: firstSessions.get(course.id) ?? null,
      }),
      decisions: decisions.filter((decision) => decision.courseId === course.id),
      today,
    });
    for (const application of applications) {
      if (application.fileBy === null) continue;
      if (application.standing !== "late" && application.standing !== "due") continue;
      toFile.push({
        courseId: course.id,
        courseTitle: course.title,
        stateSlug: application.stateSlug,
        stateName: application.stateName,
        fileBy: application.fileBy,
        late: application.standing === "late",
      });
    }
  }
  return toFile.sort(
    (a, b) =>
      Number(b.late) - Number(a.late) ||
      a.fileBy.localeCompare(b.fileBy) ||
      a.courseTitle.localeCompare(b.courseTitle),
  );
}
