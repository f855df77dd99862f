import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import {
  lockAtVersion,
  type RecordGone,
  type StaleSave,
} from "~/modules/staff/lock-at-version.server";

export type CourseChange =
  | {
      ok: true;
      revokedCertificates?: number;
      reissuedCertificates?: number;
      /** Certificates re-issued, or kept, under credits the save changed (docs/decisions/0042). */
      creditsCorrected?: number;
      creditsKept?: number;
      /** A status change's audit entry and the version it left (what its "Undo" posts). */
      entry?: number;
      version?: number;
    }
  | RecordGone
  | { ok: false; reason: "taken" }
  | { ok: false; reason: "invalid"; message: string }
  | StaleSave;

/** The course's row, locked for this transaction, if it is still at the version the staff member saw. */
export async function lockCourseAt(
  tx: Database,
  courseId: string,
  version: number,
): Promise<{ ok: true; course: typeof courses.$inferSelect } | RecordGone | StaleSave> {
  const locked = await lockAtVersion(tx, {
    lock: () => tx.select().from(courses).where(eq(courses.id, courseId)).for("update"),
    record: { type: "course", id: courseId },
    version,
  });
  return locked.ok ? { ok: true, course: locked.row } : locked;
}
