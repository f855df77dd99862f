import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseAddresses, courses } from "~/db/schema/catalogue";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { addressTaken, lockCourseAddresses } from "./course-addresses.server";
import { type CourseChange, lockCourseAt } from "./lock-course.server";
import { ONLY_PUBLISHED } from "./pending-messages";
import { readPendingParts, setPendingParts } from "./pending-parts.server";

/**
 * Gives a course a new public address, if nobody saved the course since the
 * version the staff member saw and no other course has, had or is about to
 * have it. The old address is kept and redirects to the new one for good;
 * taking back one of the course's own former addresses is allowed. `pending`
 * keeps the new address back until published (decision 0070), the page
 * staying at the old one; a live save ends any pending address.
 */
export async function changeCourseAddress(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; slug: string; version: number; pending?: boolean },
): Promise<CourseChange> {
  const { courseId, slug, version } = options;
  return db.transaction(async (tx) => {
    await lockCourseAddresses(tx);
    const locked = await lockCourseAt(tx, courseId, version);
    if (!locked.ok) return locked;
    const current = locked.course;
    if (options.pending && current.status !== "published") {
      return { ok: false, reason: "invalid", message: ONLY_PUBLISHED };
    }
    const pending = (await readPendingParts(tx, courseId)).slug;
    if ((pending ?? current.slug) === slug) return { ok: true };
    if (slug !== current.slug && (await addressTaken(tx, slug, courseId))) {
      return { ok: false, reason: "taken" };
    }
    const now = new Date();
    const by = { email: actor.email, at: now };
    if (options.pending) {
      await setPendingParts(tx, courseId, { slug: slug === current.slug ? null : slug }, by);
    } else {
      await moveCourseAddress(tx, current.slug, { courseId, slug });
      await setPendingParts(tx, courseId, { slug: null }, by);
    }
    await tx
      .update(courses)
      .set({ version: current.version + 1, updatedAt: now })
      .where(eq(courses.id, courseId));
    await recordStaffAction(tx, actor, {
      action: options.pending ? "course.pending-save" : "course.address",
      recordType: "course",
      recordId: courseId,
      before: { slug: pending ?? current.slug },
      after: { slug },
    });
    return { ok: true };
  });
}

/**
 * Moves a course to `slug`, its current address kept as a former one that
 * redirects there (the new one stops being a former address if it was one).
 * Call it holding the address lock, with `slug` checked free.
 */
export async function moveCourseAddress(
  tx: Database,
  currentSlug: string,
  to: { courseId: string; slug: string },
): Promise<void> {
  if (currentSlug === to.slug) return;
  await tx.delete(courseAddresses).where(eq(courseAddresses.slug, to.slug));
  await tx.insert(courseAddresses).values({ slug: currentSlug, courseId: to.courseId });
  await tx.update(courses).set({ slug: to.slug }).where(eq(courses.id, to.courseId));
}
