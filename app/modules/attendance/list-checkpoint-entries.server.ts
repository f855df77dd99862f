import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";

/**
 * The checkpoints `where` picks, in order, each with what one attorney did
 * with its code: when the player showed it to them and when they entered it
 * (both null when they have no entry yet). A live session's checkpoint comes
 * with the session's time and the course's window for entering codes after it.
 */
export function listCheckpointEntries(db: Database, uid: string, where: SQL | undefined) {
  return db
    .select({
      id: attendanceCheckpoints.id,
      liveSessionId: attendanceCheckpoints.liveSessionId,
      position: attendanceCheckpoints.position,
      revealedAt: attendanceCodeEntries.revealedAt,
      enteredAt: attendanceCodeEntries.enteredAt,
      sessionStartsAt: liveSessions.startsAt,
      sessionMinutes: liveSessions.durationMinutes,
      windowMinutes: courses.codeWindowMinutes,
    })
    .from(attendanceCheckpoints)
    .innerJoin(courses, eq(courses.id, attendanceCheckpoints.courseId))
    .leftJoin(liveSessions, eq(liveSessions.id, attendanceCheckpoints.liveSessionId))
    .leftJoin(
      attendanceCodeEntries,
      and(
        eq(attendanceCodeEntries.checkpointId, attendanceCheckpoints.id),
        eq(attendanceCodeEntries.uid, uid),
      ),
    )
    .where(where)
    .orderBy(asc(attendanceCheckpoints.position));
}
