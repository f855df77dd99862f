import { asc, count, desc, eq, gte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { ROSTER_SESSIONS_DAYS_BACK } from "./roster-fields";

/**
 * The rosters there are: live sessions from the last 90 days on (newest
 * first) and every course, each with its registrations. Two statements.
 */
export async function listRosterScopes(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - ROSTER_SESSIONS_DAYS_BACK * 86_400_000);
  const [sessions, courseRows] = await Promise.all([
    db
      .select({
        id: liveSessions.id,
        courseTitle: courses.title,
        startsAt: liveSessions.startsAt,
        cancelledAt: liveSessions.cancelledAt,
        registered: count(courseRegistrations.id),
      })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .leftJoin(courseRegistrations, eq(courseRegistrations.liveSessionId, liveSessions.id))
      .where(gte(liveSessions.startsAt, since))
      .groupBy(liveSessions.id, courses.title)
      .orderBy(desc(liveSessions.startsAt)),
    db
      .select({
        id: courses.id,
        title: courses.title,
        status: courses.status,
        registered: count(courseRegistrations.id),
      })
      .from(courses)
      .leftJoin(courseRegistrations, eq(courseRegistrations.courseId, courses.id))
      .groupBy(courses.id)
      .orderBy(asc(courses.position)),
  ]);
  return { sessions, courses: courseRows };
}
