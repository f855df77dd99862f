import { and, desc, eq, isNull, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { attendanceCorrections } from "~/db/schema/attendance";

export type AttendanceCorrection = typeof attendanceCorrections.$inferSelect;

/** An attendee's corrections for one course, newest first (both parts, with their history). */
export function listAttendanceCorrections(
  db: Database,
  uid: string,
  courseId: string,
): Promise<AttendanceCorrection[]> {
  return db
    .select()
    .from(attendanceCorrections)
    .where(and(eq(attendanceCorrections.uid, uid), eq(attendanceCorrections.courseId, courseId)))
    .orderBy(desc(attendanceCorrections.createdAt), desc(attendanceCorrections.id));
}

const replacement = alias(attendanceCorrections, "replacement");

/**
 * The correction that counts for one part of an attendee's course: their
 * live session (its id) or the on-demand lecture (null). It is the one no
 * other replaces; null when that part has none.
 */
export async function currentAttendanceCorrection(
  db: Database,
  uid: string,
  courseId: string,
  liveSessionId: string | null,
): Promise<AttendanceCorrection | null> {
  const [current] = await db
    .select()
    .from(attendanceCorrections)
    .where(
      and(
        eq(attendanceCorrections.uid, uid),
        eq(attendanceCorrections.courseId, courseId),
        liveSessionId === null
          ? isNull(attendanceCorrections.liveSessionId)
          : eq(attendanceCorrections.liveSessionId, liveSessionId),
        notExists(
          db
            .select({ id: replacement.id })
            .from(replacement)
            .where(eq(replacement.replacesId, attendanceCorrections.id)),
        ),
      ),
    )
    .limit(1);
  return current ?? null;
}

/** The ids of an attendee's corrections that count (one per part of the course at most). */
export function countingCorrectionIds(corrections: readonly AttendanceCorrection[]): Set<string> {
  const replaced = new Set(corrections.map((correction) => correction.replacesId));
  return new Set(
    corrections
      .filter((correction) => !replaced.has(correction.id))
      .map((correction) => correction.id),
  );
}
