import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseAddresses, courses } from "~/db/schema/catalogue";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { addressTaken, lockCourseAddresses } from "./course-addresses.server";
import { type CourseChange, lockCourseAt } from "./lock-course.server";

/**
 * Gives a course a new public address, if nobody saved the course since the
 * version the staff member saw and no other course has or had it. The old
 * address is kept and redirects to the new one for good; taking back one of
 * the course's own former addresses is allowed.
 */
export async function changeCourseAddress(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; slug: string; version: number },
): Promise<CourseChange> {
  const { courseId, slug, version } = options;
  return db.transaction(async (tx) => {
    await lockCourseAddresses(tx);
    const locked = await lockCourseAt(tx, courseId, version);
    if (!locked.ok) return locked;
    const current = locked.course;
    if (current.slug === slug) return { ok: true };
    if (await addressTaken(tx, slug, courseId)) return { ok: false, reason: "taken" };
    await tx.delete(courseAddresses).where(eq(courseAddresses.slug, slug));
    await tx.insert(courseAddresses).values({ slug: current.slug, courseId });
    await tx
      .update(courses)
      .set({ slug, version: current.version + 1, updatedAt: new Date() })
      .where(eq(courses.id, courseId));
    await recordStaffAction(tx, actor, {
      action: "course.address",
      recordType: "course",
      recordId: courseId,
      before: { slug: current.slug },
      after: { slug },
    });
    return { ok: true };
  });
}
