import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { lastStaffEditor } from "~/modules/staff/last-staff-change.server";

export type CourseChange =
  | {
      ok: true;
      revokedCertificates?: number;
      reissuedCertificates?: number;
      /** Certificates re-issued, or kept, under credits the save changed (docs/decisions/0042). */
      creditsCorrected?: number;
      creditsKept?: number;
    }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "taken" }
  | { ok: false; reason: "invalid"; message: string }
  | { ok: false; reason: "overtaken"; by: string | null; at: Date };

/**
 * The course's row, locked for this transaction, if it is still at the
 * version the staff member saw; otherwise why not (gone, or who changed it
 * and when).
 */
export async function lockCourseAt(
  tx: Database,
  courseId: string,
  version: number,
): Promise<{ ok: true; course: typeof courses.$inferSelect } | (CourseChange & { ok: false })> {
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for("update");
  if (!course) return { ok: false, reason: "gone" };
  if (course.version !== version) {
    return {
      ok: false,
      reason: "overtaken",
      by: await lastStaffEditor(tx, "course", courseId),
      at: course.updatedAt,
    };
  }
  return { ok: true, course };
}
