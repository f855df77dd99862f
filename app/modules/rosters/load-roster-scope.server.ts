import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import type { RosterScope } from "./roster-scope";

export type RosterHeading = {
  courseId: string;
  courseTitle: string;
  /** The live session's start and length; null for a course's whole roster. */
  session: {
    id: string;
    startsAt: Date;
    durationMinutes: number;
    capacity: number;
    cancelledAt: Date | null;
  } | null;
};

/** What a roster's page says it is the roster of; null when the session or course is unknown. */
export async function loadRosterScope(
  db: Database,
  scope: RosterScope,
): Promise<RosterHeading | null> {
  if (scope.kind === "course") {
    const [course] = await db
      .select({ courseId: courses.id, courseTitle: courses.title })
      .from(courses)
      .where(eq(courses.id, scope.courseId));
    return course ? { ...course, session: null } : null;
  }
  const [row] = await db
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      id: liveSessions.id,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      capacity: liveSessions.capacity,
      cancelledAt: liveSessions.cancelledAt,
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(eq(liveSessions.id, scope.sessionId));
  if (!row) return null;
  const { courseId, courseTitle, ...session } = row;
  return { courseId, courseTitle, session };
}
