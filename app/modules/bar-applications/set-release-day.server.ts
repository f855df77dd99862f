import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { type CourseChange, lockCourseAt } from "~/modules/course-editing/lock-course.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

/**
 * Sets (or clears) the day an on-demand course is first available, from
 * which its applications' "file by" days count, if nobody saved the course
 * since the version the staff member saw; audited in the same transaction.
 */
export function setReleaseDay(
  db: Database,
  actor: StaffActor,
  courseId: string,
  input: { releaseOn: string | null; version: number },
): Promise<CourseChange> {
  return db.transaction(async (tx): Promise<CourseChange> => {
    const locked = await lockCourseAt(tx, courseId, input.version);
    if (!locked.ok) return locked;
    if (locked.course.format !== "on_demand") {
      return {
        ok: false,
        reason: "invalid",
        message:
          "Only an on-demand course has a release day: a live course's first session counts.",
      };
    }
    if (locked.course.releaseOn === input.releaseOn) return { ok: true };
    await tx
      .update(courses)
      .set({ releaseOn: input.releaseOn, version: input.version + 1, updatedAt: new Date() })
      .where(eq(courses.id, courseId));
    await recordStaffAction(tx, actor, {
      action: "course.release-day",
      recordType: "course",
      recordId: courseId,
      before: { releaseOn: locked.course.releaseOn },
      after: { releaseOn: input.releaseOn },
    });
    return { ok: true };
  });
}
