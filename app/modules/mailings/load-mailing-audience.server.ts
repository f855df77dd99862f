import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";

export type AudienceHeading = {
  courseId: string;
  courseTitle: string;
  /** The live session, when the message goes to one session's registrants. */
  session: { id: string; startsAt: Date; cancelledAt: Date | null } | null;
};

/** The course (and session) a message's audience names; null when either is unknown. */
export async function loadMailingAudience(
  db: Database,
  target: { sessionId: string } | { courseId: string },
): Promise<AudienceHeading | null> {
  if ("courseId" in target) {
    const [course] = await db
      .select({ courseId: courses.id, courseTitle: courses.title })
      .from(courses)
      .where(eq(courses.id, target.courseId));
    return course ? { ...course, session: null } : null;
  }
  const [row] = await db
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      id: liveSessions.id,
      startsAt: liveSessions.startsAt,
      cancelledAt: liveSessions.cancelledAt,
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(eq(liveSessions.id, target.sessionId));
  if (!row) return null;
  const { courseId, courseTitle, ...session } = row;
  return { courseId, courseTitle, session };
}
