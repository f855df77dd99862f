import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { lectureFiles } from "~/db/schema/media";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { describeFile } from "./describe-lecture-file";
import { handoutMaterialId } from "./read-lecture-files.server";

export type HandoutRemoval = { ok: true; title: string } | { ok: false; message: string };

/**
 * Takes an uploaded handout out of the course's materials. Its row is marked
 * replaced and its bytes are kept, for the record; the course's version is
 * raised and the removal audited, in one transaction.
 */
export async function removeHandout(
  db: Database,
  actor: StaffActor,
  courseId: string,
  fileId: string,
): Promise<HandoutRemoval> {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ materials: courses.materials, version: courses.version })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for("update");
    if (!course) return { ok: false, message: "This course no longer exists." };
    const now = new Date();
    const [removed] = await tx
      .update(lectureFiles)
      .set({ replacedAt: now })
      .where(
        and(
          eq(lectureFiles.id, fileId),
          eq(lectureFiles.courseId, courseId),
          eq(lectureFiles.kind, "handout"),
          isNull(lectureFiles.replacedAt),
        ),
      )
      .returning();
    if (!removed) return { ok: false, message: "This handout is no longer listed." };
    const materialId = handoutMaterialId(removed.id);
    await tx
      .update(courses)
      .set({
        materials: course.materials.filter((material) => material.id !== materialId),
        version: course.version + 1,
        updatedAt: now,
      })
      .where(eq(courses.id, courseId));
    await recordStaffAction(tx, actor, {
      action: "media.remove-handout",
      recordType: "course",
      recordId: courseId,
      before: { file: describeFile(removed) },
      after: null,
    });
    return { ok: true, title: removed.title ?? removed.fileName };
  });
}
