import { and, eq, isNull } from "drizzle-orm";
import type { CourseMaterial } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { lectureFiles } from "~/db/schema/media";
import { shippedCourseMaterials } from "~/modules/catalogue/shipped-course-materials.server";
import { handoutFileId } from "~/modules/media/read-lecture-files.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { type CourseChange, lockCourseAt } from "./lock-course.server";
import type { MaterialsChange } from "./material-forms";

/**
 * The shipped handouts (and slides) a course does not list now: what staff
 * may add back after removing one.
 */
export function removedShippedMaterials(
  courseId: string,
  listed: readonly CourseMaterial[],
): CourseMaterial[] {
  const ids = new Set(listed.map((material) => material.id));
  return shippedCourseMaterials(courseId).filter((material) => !ids.has(material.id));
}

/** The list after `change`, or why it cannot be made. */
function applyMaterialsChange(
  courseId: string,
  materials: readonly CourseMaterial[],
  change: MaterialsChange,
): { ok: true; materials: CourseMaterial[] } | { ok: false; message: string } {
  if (change.kind === "titles") {
    const ids = materials.map((material) => material.id);
    if (ids.length !== change.titles.size || ids.some((id) => !change.titles.has(id))) {
      return { ok: false, message: "The course's materials have changed: reload the page." };
    }
    return {
      ok: true,
      materials: materials.map((material) => ({
        id: material.id,
        title: change.titles.get(material.id) ?? material.title,
      })),
    };
  }
  if (change.kind === "restore") {
    const shipped = removedShippedMaterials(courseId, materials).find(
      (material) => material.id === change.materialId,
    );
    if (!shipped) {
      return { ok: false, message: "That handout is listed already, or is not this course's." };
    }
    return { ok: true, materials: [...materials, shipped] };
  }
  const at = materials.findIndex((material) => material.id === change.materialId);
  if (at < 0) return { ok: false, message: "That material is no longer listed." };
  if (change.kind === "remove") {
    return { ok: true, materials: materials.filter((_, index) => index !== at) };
  }
  const to = change.direction === "up" ? at - 1 : at + 1;
  const next = [...materials];
  if (to >= 0 && to < next.length) {
    [next[at], next[to]] = [next[to] as CourseMaterial, next[at] as CourseMaterial];
  }
  return { ok: true, materials: next };
}

/**
 * Renames, reorders, removes or adds back a course's materials, if nobody
 * saved the course since the version the staff member saw. A removed upload
 * is marked removed (its bytes kept for the record, never listed again); a
 * removed shipped handout can be added back. The public course page and the
 * player read the list on the next request (a course write drops the cache).
 */
export async function changeCourseMaterials(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; change: MaterialsChange; version: number },
): Promise<CourseChange> {
  const { courseId, change, version } = options;
  return db.transaction(async (tx) => {
    const locked = await lockCourseAt(tx, courseId, version);
    if (!locked.ok) return locked;
    const before = locked.course.materials;
    const applied = applyMaterialsChange(courseId, before, change);
    if (!applied.ok) return { ok: false, reason: "invalid", message: applied.message };
    if (JSON.stringify(applied.materials) === JSON.stringify(before)) return { ok: true };
    const now = new Date();
    const fileId = change.kind === "remove" ? handoutFileId(change.materialId) : null;
    if (fileId) {
      await tx
        .update(lectureFiles)
        .set({ replacedAt: now })
        .where(
          and(
            eq(lectureFiles.id, fileId),
            eq(lectureFiles.courseId, courseId),
            eq(lectureFiles.kind, "handout"),
            isNull(lectureFiles.replacedAt),
          ),
        );
    }
    await tx
      .update(courses)
      .set({ materials: applied.materials, version: locked.course.version + 1, updatedAt: now })
      .where(eq(courses.id, courseId));
    await recordStaffAction(tx, actor, {
      action: `course.materials-${change.kind}`,
      recordType: "course",
      recordId: courseId,
      before: { materials: before },
      after: { materials: applied.materials },
    });
    return { ok: true };
  });
}
