import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { courseRegistrations } from "~/db/schema/registrations";
import { consumeRateLimit } from "~/modules/auth/consume-rate-limit.server";
import { ATTENDANCE_MESSAGES } from "./attendance-messages";
import { normaliseCode } from "./checkpoint-placement";
import { listCheckpointEntries } from "./list-checkpoint-entries.server";
import { readCodeProgress } from "./read-code-progress.server";

/** Codes that did not match, allowed per attorney and course in ten minutes. */
const WRONG_CODES = { windowSeconds: 600, max: 10 };

export type EnterCodeResult =
  | {
      ok: true;
      message: string;
      /** The on-demand lecture's codes, or those of the live session the code belongs to. */
      liveSessionId: string | null;
      entered: number;
      total: number;
    }
  | { ok: false; status: number; message: string };

/**
 * Checks a code the attorney typed against the course's codes, on the
 * server. A lecture code is accepted only after the player showed it to this
 * attorney; a live session's code only from the session's start until the
 * course's window after its end closes, and only from attorneys registered
 * in that session. A code is never accepted twice (the row's enteredAt is
 * set once, whatever races). Codes that match nothing count toward a limit.
 */
export async function enterAttendanceCode(
  db: Database,
  uid: string,
  courseId: string,
  typed: string,
  now = new Date(),
): Promise<EnterCodeResult> {
  const code = normaliseCode(typed);
  if (!code || code.length > 20) {
    return { ok: false, status: 400, message: ATTENDANCE_MESSAGES.codeRequired };
  }
  const [registration] = await db
    .select({ liveSessionId: courseRegistrations.liveSessionId })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.uid, uid), eq(courseRegistrations.courseId, courseId)))
    .limit(1);
  if (!registration) return { ok: false, status: 403, message: ATTENDANCE_MESSAGES.notRegistered };

  const [match] = await listCheckpointEntries(
    db,
    uid,
    and(
      eq(attendanceCheckpoints.courseId, courseId),
      eq(attendanceCheckpoints.code, code),
      // The lecture's codes, or those of the attorney's own live session.
      registration.liveSessionId
        ? sql`(${attendanceCheckpoints.liveSessionId} is null or ${attendanceCheckpoints.liveSessionId} = ${registration.liveSessionId})`
        : isNull(attendanceCheckpoints.liveSessionId),
    ),
  );

  const usable = match && (match.liveSessionId !== null || match.revealedAt !== null);
  if (!match || !usable) {
    const allowed = await consumeRateLimit(db, `attendance-code:${uid}:${courseId}`, WRONG_CODES);
    return allowed
      ? { ok: false, status: 422, message: ATTENDANCE_MESSAGES.codeUnknown }
      : { ok: false, status: 429, message: ATTENDANCE_MESSAGES.tooManyAttempts };
  }
  if (match.enteredAt) {
    return { ok: false, status: 409, message: ATTENDANCE_MESSAGES.codeAlreadyEntered };
  }
  if (match.liveSessionId && match.sessionStartsAt && match.sessionMinutes !== null) {
    const closes = new Date(
      match.sessionStartsAt.getTime() + (match.sessionMinutes + match.windowMinutes) * 60_000,
    );
    if (now < match.sessionStartsAt) {
      return { ok: false, status: 422, message: ATTENDANCE_MESSAGES.codeTooEarly };
    }
    if (now > closes) return { ok: false, status: 422, message: ATTENDANCE_MESSAGES.codeTooLate };
  }

  const stamp = sql`${now.toISOString()}::timestamptz`;
  const written = await db
    .insert(attendanceCodeEntries)
    .values({ uid, checkpointId: match.id, enteredAt: now })
    .onConflictDoUpdate({
      target: [attendanceCodeEntries.uid, attendanceCodeEntries.checkpointId],
      set: { enteredAt: stamp },
      setWhere: isNull(attendanceCodeEntries.enteredAt),
    })
    .returning({ checkpointId: attendanceCodeEntries.checkpointId });
  if (written.length === 0) {
    return { ok: false, status: 409, message: ATTENDANCE_MESSAGES.codeAlreadyEntered };
  }
  const progress = await readCodeProgress(db, uid, courseId, match.liveSessionId);
  return {
    ok: true,
    message: ATTENDANCE_MESSAGES.codeAccepted(progress.entered, progress.total),
    liveSessionId: match.liveSessionId,
    entered: progress.entered,
    total: progress.total,
  };
}
