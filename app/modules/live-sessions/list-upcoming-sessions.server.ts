import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { scheduleDayStart } from "~/lib/format";

/**
 * The live sessions of today and later, soonest first, with seats taken.
 * "Today" is the schedule's day (the zone of the site's dates and of the
 * overview's charts), so a session at 8 PM Eastern is today's until midnight
 * Eastern, not until midnight UTC.
 */
export async function listUpcomingSessions(db: Database, now = new Date(), limit = 10) {
  const today = scheduleDayStart(now);
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
