import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { coursePendingChanges } from "~/db/schema/course-pending-changes";
import { recordChangedFields } from "~/modules/staff/record-changed-fields.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { publicFieldsOf } from "./diff-pending-fields";
import { type CourseChange, lockCourseAt } from "./lock-course.server";

const NOTHING_PENDING =
  "This course has no pending changes (someone may have published or discarded them).";

/**
 * Puts a course's pending changes on its public page, all at once, if the
 * course is still at the version the reviewer saw the differences at. The
 * course row's write raises its version and sends the change notice that
 * drops every instance's cached public pages (decision 0045).
 */
export async function publishPendingChanges(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; version: number },
  now = new Date(),
): Promise<CourseChange> {
  return db.transaction(async (tx): Promise<CourseChange> => {
    const locked = await lockCourseAt(tx, options.courseId, options.version);
    if (!locked.ok) return locked;
    const [pending] = await tx
      .select()
      .from(coursePendingChanges)
      .where(eq(coursePendingChanges.courseId, options.courseId));
    if (!pending) return { ok: false, reason: "invalid", message: NOTHING_PENDING };
    const fields = publicFieldsOf(pending.fields);
    await tx
      .update(courses)
      .set({ ...fields, version: locked.course.version + 1, updatedAt: now })
      .where(eq(courses.id, options.courseId));
    await tx
      .delete(coursePendingChanges)
      .where(eq(coursePendingChanges.courseId, options.courseId));
    await recordChangedFields(
      tx,
      actor,
      { action: "course.pending-publish", recordType: "course", recordId: options.courseId },
      { ...publicFieldsOf(locked.course) },
      { ...fields },
    );
    return { ok: true };
  });
}

/** Drops a course's pending changes; the public page stays as it is. */
export async function discardPendingChanges(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; version: number },
  now = new Date(),
): Promise<CourseChange> {
  return db.transaction(async (tx): Promise<CourseChange> => {
    const locked = await lockCourseAt(tx, options.courseId, options.version);
    if (!locked.ok) return locked;
    const dropped = await tx
      .delete(coursePendingChanges)
      .where(eq(coursePendingChanges.courseId, options.courseId))
      .returning({ fields: coursePendingChanges.fields });
    const [pending] = dropped;
    if (!pending) return { ok: false, reason: "invalid", message: NOTHING_PENDING };
    // Raised so a details form still showing the discarded values is refused as stale.
    await tx
      .update(courses)
      .set({ version: locked.course.version + 1, updatedAt: now })
      .where(eq(courses.id, options.courseId));
    await recordStaffAction(tx, actor, {
      action: "course.pending-discard",
      recordType: "course",
      recordId: options.courseId,
      before: { ...publicFieldsOf(pending.fields) },
    });
    return { ok: true };
  });
}
