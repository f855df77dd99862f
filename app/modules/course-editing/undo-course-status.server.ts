import { and, eq } from "drizzle-orm";
import { COURSE_STATUSES, type CourseStatus } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { staffAuditLog } from "~/db/schema/staff";
import { UNDO_MINUTES } from "~/lib/confirmation";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { type CourseChange, lockCourseAt } from "./lock-course.server";

/** The status changes an "Undo" may take back: both only take the course off the catalogue. */
const UNDOABLE = new Set(["course.archive", "course.unpublish"]);

/**
 * Takes back an archive or an unpublish within UNDO_MINUTES of it, if the
 * course is still as that change left it (its version): the course gets its
 * status (and its place on the home page) back, and the undo is audited
 * naming the entry it undoes. Anything later refuses it, and nothing changes.
 */
export async function undoCourseStatus(
  db: Database,
  actor: StaffActor,
  input: { courseId: string; entry: number; version: number },
  now = new Date(),
): Promise<CourseChange> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.id, input.entry), eq(staffAuditLog.recordId, input.courseId)));
    if (entry?.recordType !== "course" || !UNDOABLE.has(entry.action)) {
      return { ok: false, reason: "invalid", message: "There is no such change to undo." };
    }
    if (now.getTime() - entry.at.getTime() > UNDO_MINUTES * 60_000) {
      return {
        ok: false,
        reason: "invalid",
        message: `Too late to undo: a change can be undone for ${UNDO_MINUTES} minutes. Change the status again below instead.`,
      };
    }
    const locked = await lockCourseAt(tx, input.courseId, input.version);
    if (!locked.ok) return locked;
    const before = (entry.before ?? {}) as { status?: unknown; featured?: unknown };
    const status = COURSE_STATUSES.find((each) => each === before.status);
    if (!status) {
      return { ok: false, reason: "invalid", message: "There is no such change to undo." };
    }
    const current = locked.course;
    const featured = before.featured === true;
    await tx
      .update(courses)
      .set({
        status,
        version: current.version + 1,
        updatedAt: now,
        ...(featured ? { featured: true } : {}),
      })
      .where(eq(courses.id, input.courseId));
    const restored: { status: CourseStatus; featured?: boolean } = featured
      ? { status, featured: true }
      : { status };
    await recordStaffAction(tx, actor, {
      action: "course.undo",
      recordType: "course",
      recordId: input.courseId,
      before: featured
        ? { status: current.status, featured: current.featured }
        : { status: current.status },
      after: { ...restored, undid: entry.action },
      reason: `Undo of audit entry ${entry.id}`,
    });
    return { ok: true, version: current.version + 1 };
  });
}
