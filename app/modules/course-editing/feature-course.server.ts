import { and, eq, ne, sql } from "drizzle-orm";
import { ADVISORY_LOCKS } from "~/db/advisory-locks";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { type CourseChange, lockCourseAt } from "./lock-course.server";

/**
 * Makes a published course the one the home page features, if nobody saved
 * it since the version the staff member saw. The course featured before is
 * unmarked in the same transaction, so there is never more than one (the
 * partial unique index `courses_one_featured` guards it too). Marks are taken
 * one at a time, so of two at once the later wins instead of failing.
 */
export async function featureCourse(
  db: Database,
  actor: StaffActor,
  courseId: string,
  version: number,
): Promise<{ ok: true; title: string } | (CourseChange & { ok: false })> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.featuredCourse})`);
    const locked = await lockCourseAt(tx, courseId, version);
    if (!locked.ok) return locked;
    const current = locked.course;
    if (current.status !== "published") {
      return {
        ok: false,
        reason: "invalid",
        message: `Only a published course can be featured on the home page; ${current.title} is ${current.status}. Publish it first.`,
      };
    }
    if (current.featured) return { ok: true, title: current.title };
    const unmarked = await tx
      .update(courses)
      .set({ featured: false, updatedAt: new Date() })
      .where(and(eq(courses.featured, true), ne(courses.id, courseId)))
      .returning({ id: courses.id });
    await tx
      .update(courses)
      .set({ featured: true, version: current.version + 1, updatedAt: new Date() })
      .where(eq(courses.id, courseId));
    const previous = unmarked[0]?.id ?? null;
    await recordStaffAction(tx, actor, {
      action: "course.feature",
      recordType: "course",
      recordId: courseId,
      before: { featured: false, featuredCourse: previous },
      after: { featured: true, featuredCourse: courseId },
    });
    if (previous) {
      await recordStaffAction(tx, actor, {
        action: "course.unfeature",
        recordType: "course",
        recordId: previous,
        before: { featured: true },
        after: { featured: false, featuredCourse: courseId },
      });
    }
    return { ok: true, title: current.title };
  });
}
