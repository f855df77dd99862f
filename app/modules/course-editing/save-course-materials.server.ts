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
import { ONLY_PUBLISHED } from "./pending-messages";
import { readPendingParts, setPendingParts } from "./pending-parts.server";

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
 * saved the course since the version the staff member saw. The page edits
 * the pending list when the course has one (decision 0070), else the live
 * one. `pending` keeps the result off the public pages until published; a
 * live save puts the list shown on them and ends any pending list. An upload
 * that leaves the live list is marked removed (its bytes kept for the
 * record, never listed again); a removed shipped handout can be added back.
 * The public course page and the player read the list on the next request
 * (a course write drops the cache).
 */
export async function changeCourseMaterials(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; change: MaterialsChange; version: number; pending?: boolean },
): Promise<CourseChange> {
  const { courseId, change, version } = options;
  return db.transaction(async (tx) => {
    const locked = await lockCourseAt(tx, courseId, version);
    if (!locked.ok) return locked;
    const live = locked.course.materials;
    if (options.pending && locked.course.status !== "published") {
      return { ok: false, reason: "invalid", message: ONLY_PUBLISHED };
    }
    const pending = (await readPendingParts(tx, courseId)).materials;
    const before = pending ?? live;
    const applied = applyMaterialsChange(courseId, before, change);
    if (!applied.ok) return { ok: false, reason: "invalid", message: applied.message };
    const same = (a: readonly CourseMaterial[], b: readonly CourseMaterial[]) =>
      JSON.stringify(a) === JSON.stringify(b);
    const now = new Date();
    const by = { email: actor.email, at: now };
    if (options.pending) {
      if (same(applied.materials, before)) return { ok: true };
      await setPendingParts(
        tx,
        courseId,
        { materials: same(applied.materials, live) ? null : applied.materials },
        by,
      );
    } else {
      if (same(applied.materials, live) && pending === null) return { ok: true };
      await markRemovedUploads(tx, courseId, live, applied.materials, now);
      await tx
        .update(courses)
        .set({ materials: applied.materials })
        .where(eq(courses.id, courseId));
      await setPendingParts(tx, courseId, { materials: null }, by);
    }
    await tx
      .update(courses)
      .set({ version: locked.course.version + 1, updatedAt: now })
      .where(eq(courses.id, courseId));
    // Each code written out after "action:", where the audit log words test finds them.
    const code = options.pending
      ? { action: "course.pending-save" as const }
      : { action: `course.materials-${change.kind}` as const };
    await recordStaffAction(tx, actor, {
      ...code,
      recordType: "course",
      recordId: courseId,
      before: { materials: before },
      after: { materials: applied.materials },
    });
    return { ok: true };
  });
}

/**
 * Marks removed the uploaded handouts that were listed in `before` and are
 * not in `after`: their bytes stay for the record, never listed again.
 */
export async function markRemovedUploads(
  tx: Database,
  courseId: string,
  before: readonly CourseMaterial[],
  after: readonly CourseMaterial[],
  now: Date,
): Promise<void> {
  const kept = new Set(after.map((material) => material.id));
  for (const material of before) {
    if (kept.has(material.id)) continue;
    const fileId = handoutFileId(material.id);
    if (!fileId) continue;
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
}
