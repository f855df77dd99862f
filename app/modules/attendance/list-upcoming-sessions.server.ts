import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";

/**
 * The live sessions still to come or running today (those that ended before
 * today's start, UTC, are left out), soonest first, with seats taken.
 */
export async function listUpcomingSessions(db: Database, now = new Date(), limit = 10) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return db
    .select({
      id: liveSessions.id,
      courseId: liveSessions.courseId,
      courseTitle: courses.title,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      capacity: liveSessions.capacity,
      hasJoinLink: sql<boolean>`${liveSessions.joinUrl} is not null`,
      registered:
        sql<number>`(select count(*) from ${courseRegistrations} r where r.live_session_id = ${liveSessions.id})`.mapWith(
          Number,
        ),
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(and(gte(liveSessions.startsAt, today), isNull(liveSessions.cancelledAt)))
    .orderBy(asc(liveSessions.startsAt))
    .limit(limit);
}
