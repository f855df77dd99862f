import { randomInt } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { newAttendanceCode, placeCheckpoints } from "./checkpoint-placement";

/**
 * Gives every lecture and every live session its attendance codes, once: a
 * course's codes, placed at random, are made the first time it has media (a
 * live session's when it is first seen) and then never change, so attorneys
 * part-way through keep theirs. Safe from several instances at once (the
 * unique position index keeps one set).
 */
export async function ensureCheckpoints(db: Database): Promise<void> {
  const lectures = await db
    .select({ id: courses.id, media: courses.media })
    .from(courses)
    .where(
      and(
        isNotNull(courses.media),
        sql`not exists (select 1 from ${attendanceCheckpoints} c where c.course_id = ${courses.id} and c.live_session_id is null)`,
      ),
    );
  for (const lecture of lectures) {
    if (!lecture.media) continue;
    await insertCheckpoints(db, lecture.id, null, placeCheckpoints(lecture.media.durationSeconds));
  }
  const sessions = await db
    .select({
      id: liveSessions.id,
      courseId: liveSessions.courseId,
      durationMinutes: liveSessions.durationMinutes,
    })
    .from(liveSessions)
    .where(
      sql`not exists (select 1 from ${attendanceCheckpoints} c where c.live_session_id = ${liveSessions.id})`,
    );
  for (const session of sessions) {
    await insertCheckpoints(
      db,
      session.courseId,
      session.id,
      placeCheckpoints(session.durationMinutes * 60),
    );
  }
}

/**
 * Places a live session's codes afresh (after its length changed), unless an
 * attendee has already seen or entered one of them: those stay as they are.
 */
export async function replaceSessionCheckpoints(db: Database, sessionId: string): Promise<void> {
  await db.delete(attendanceCheckpoints).where(
    and(
      eq(attendanceCheckpoints.liveSessionId, sessionId),
      sql`not exists (select 1 from ${attendanceCodeEntries} e
        join ${attendanceCheckpoints} c on c.id = e.checkpoint_id
        where c.live_session_id = ${sessionId})`,
    ),
  );
  await ensureCheckpoints(db);
}

/**
 * Places an on-demand lecture's codes afresh from its new length (a new
 * recording was uploaded), unless an attorney has already seen or entered one
 * of them: then they all stay as they are. Says which it did.
 */
export async function replaceLectureCheckpoints(
  db: Database,
  courseId: string,
  durationSeconds: number,
): Promise<"replaced" | "kept"> {
  const seen = await db
    .select({ checkpointId: attendanceCodeEntries.checkpointId })
    .from(attendanceCodeEntries)
    .innerJoin(
      attendanceCheckpoints,
      eq(attendanceCheckpoints.id, attendanceCodeEntries.checkpointId),
    )
    .where(
      and(
        eq(attendanceCheckpoints.courseId, courseId),
        isNull(attendanceCheckpoints.liveSessionId),
      ),
    )
    .limit(1);
  if (seen.length > 0) return "kept";
  await db
    .delete(attendanceCheckpoints)
    .where(
      and(
        eq(attendanceCheckpoints.courseId, courseId),
        isNull(attendanceCheckpoints.liveSessionId),
      ),
    );
  await insertCheckpoints(db, courseId, null, placeCheckpoints(durationSeconds));
  return "replaced";
}

async function insertCheckpoints(
  db: Database,
  courseId: string,
  liveSessionId: string | null,
  points: number[],
) {
  await db
    .insert(attendanceCheckpoints)
    .values(
      points.map((atSeconds, index) => ({
        id: `${liveSessionId ?? courseId}:${index + 1}`,
        courseId,
        liveSessionId,
        position: index + 1,
        atSeconds,
        code: newAttendanceCode(randomInt),
      })),
    )
    .onConflictDoNothing();
}
