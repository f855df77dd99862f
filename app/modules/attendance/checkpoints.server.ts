import { randomInt } from "node:crypto";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { newAttendanceCode, placeCheckpoints } from "./checkpoint-placement";
import type { CodeProgress } from "./code-progress";

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

/** The attorney's codes for the on-demand lecture (liveSessionId null) or one live session. */
export async function codeProgress(
  db: Database,
  uid: string,
  courseId: string,
  liveSessionId: string | null,
): Promise<CodeProgress> {
  const rows = await db
    .select({
      position: attendanceCheckpoints.position,
      revealedAt: attendanceCodeEntries.revealedAt,
      enteredAt: attendanceCodeEntries.enteredAt,
    })
    .from(attendanceCheckpoints)
    .leftJoin(
      attendanceCodeEntries,
      and(
        eq(attendanceCodeEntries.checkpointId, attendanceCheckpoints.id),
        eq(attendanceCodeEntries.uid, uid),
      ),
    )
    .where(
      and(
        eq(attendanceCheckpoints.courseId, courseId),
        liveSessionId === null
          ? isNull(attendanceCheckpoints.liveSessionId)
          : eq(attendanceCheckpoints.liveSessionId, liveSessionId),
      ),
    )
    .orderBy(asc(attendanceCheckpoints.position));
  const codes = rows.map((row) => ({
    position: row.position,
    entered: row.enteredAt !== null,
    shown: row.revealedAt !== null,
  }));
  return { total: codes.length, entered: codes.filter((code) => code.entered).length, codes };
}

/**
 * The lecture's codes whose moment the attorney's playback has just passed
 * (from `fromSeconds` to `toSeconds` of continuous viewing), recorded as shown
 * to them. Only these ever leave the server, and only at that moment: a
 * missed code comes back only by watching that part again.
 */
export async function revealCrossedCodes(
  tx: Database,
  uid: string,
  courseId: string,
  fromSeconds: number,
  toSeconds: number,
  now: Date,
): Promise<{ position: number; code: string }[]> {
  const crossed = await tx
    .select({
      id: attendanceCheckpoints.id,
      position: attendanceCheckpoints.position,
      code: attendanceCheckpoints.code,
    })
    .from(attendanceCheckpoints)
    .where(
      and(
        eq(attendanceCheckpoints.courseId, courseId),
        isNull(attendanceCheckpoints.liveSessionId),
        sql`${attendanceCheckpoints.atSeconds} > ${fromSeconds}`,
        sql`${attendanceCheckpoints.atSeconds} <= ${toSeconds}`,
      ),
    )
    .orderBy(asc(attendanceCheckpoints.position));
  for (const checkpoint of crossed) {
    await tx
      .insert(attendanceCodeEntries)
      .values({ uid, checkpointId: checkpoint.id, revealedAt: now })
      .onConflictDoUpdate({
        target: [attendanceCodeEntries.uid, attendanceCodeEntries.checkpointId],
        set: {
          revealedAt: sql`coalesce(${attendanceCodeEntries.revealedAt}, ${now.toISOString()}::timestamptz)`,
        },
      });
  }
  return crossed.map(({ position, code }) => ({ position, code }));
}
