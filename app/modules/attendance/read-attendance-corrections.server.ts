import { and, desc, eq, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { attendanceCorrections } from "~/db/schema/attendance";

export type AttendanceCorrection = typeof attendanceCorrections.$inferSelect;

/**
 * An attendee's corrections for one course, newest first: the first is the
 * one that counts, the rest the history it replaced.
 */
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

/** The correction that counts for an attendee's course (the one no other replaces), or null. */
export async function currentAttendanceCorrection(
  db: Database,
  uid: string,
  courseId: string,
): Promise<AttendanceCorrection | null> {
  const [current] = await db
    .select()
    .from(attendanceCorrections)
    .where(
      and(
        eq(attendanceCorrections.uid, uid),
        eq(attendanceCorrections.courseId, courseId),
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
