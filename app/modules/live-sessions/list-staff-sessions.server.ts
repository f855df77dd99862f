import { asc, count, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";

/**
 * The live sessions staff run, from a week ago on: who registered, the join
 * link, and the attendance codes the presenter announces (with when to
 * announce each), and how many attendees entered each.
 */
export async function listStaffSessions(db: Database, now = new Date()) {
  const from = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
  const sessions = await db
    .select({
      id: liveSessions.id,
      courseId: liveSessions.courseId,
      courseTitle: courses.title,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      capacity: liveSessions.capacity,
      joinUrl: liveSessions.joinUrl,
      presenter: liveSessions.presenter,
      cancelledAt: liveSessions.cancelledAt,
      registered:
        sql<number>`(select count(*) from ${courseRegistrations} r where r.live_session_id = ${liveSessions.id})`.mapWith(
          Number,
        ),
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(gte(liveSessions.startsAt, from))
    .orderBy(asc(liveSessions.startsAt));
  const codes = await db
    .select({
      sessionId: attendanceCheckpoints.liveSessionId,
      position: attendanceCheckpoints.position,
      atSeconds: attendanceCheckpoints.atSeconds,
      code: attendanceCheckpoints.code,
      entered: count(attendanceCodeEntries.enteredAt),
    })
    .from(attendanceCheckpoints)
    .leftJoin(
      attendanceCodeEntries,
      eq(attendanceCodeEntries.checkpointId, attendanceCheckpoints.id),
    )
    .where(isNotNull(attendanceCheckpoints.liveSessionId))
    .groupBy(
      attendanceCheckpoints.liveSessionId,
      attendanceCheckpoints.position,
      attendanceCheckpoints.atSeconds,
      attendanceCheckpoints.code,
    )
    .orderBy(asc(attendanceCheckpoints.position));
  return sessions.map((session) => ({
    ...session,
    codes: codes
      .filter((code) => code.sessionId === session.id)
      .map(({ position, atSeconds, code, entered }) => ({ position, atSeconds, code, entered })),
  }));
}
