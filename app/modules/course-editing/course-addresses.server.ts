import { and, eq, ne, sql } from "drizzle-orm";
import { ADVISORY_LOCKS } from "~/db/advisory-locks";
import type { Database } from "~/db/client.server";
import { courseAddresses, courses } from "~/db/schema/catalogue";
import { coursePendingChanges } from "~/db/schema/course-pending-changes";

/** Serialises address changes and new courses, so no two courses take one address. */
export async function lockCourseAddresses(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.courseAddresses})`);
}

/**
 * Whether an address is, or was, or is pending as, another course's (or any
 * course's when `courseId` is null): a former address keeps redirecting to
 * its course, so it is never given to another.
 */
export async function addressTaken(
  tx: Database,
  slug: string,
  courseId: string | null,
): Promise<boolean> {
  // One after another: asked inside the course's save (one connection).
  const current = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      courseId ? and(eq(courses.slug, slug), ne(courses.id, courseId)) : eq(courses.slug, slug),
    )
    .limit(1);
  if (current.length > 0) return true;
  const former = await tx
    .select({ id: courseAddresses.courseId })
    .from(courseAddresses)
    .where(
      courseId
        ? and(eq(courseAddresses.slug, slug), ne(courseAddresses.courseId, courseId))
        : eq(courseAddresses.slug, slug),
    )
    .limit(1);
  if (former.length > 0) return true;
  // Another course's pending address (decision 0070) is spoken for until published or dropped.
  const pending = await tx
    .select({ id: coursePendingChanges.courseId })
    .from(coursePendingChanges)
    .where(
      courseId
        ? and(eq(coursePendingChanges.slug, slug), ne(coursePendingChanges.courseId, courseId))
        : eq(coursePendingChanges.slug, slug),
    )
    .limit(1);
  return pending.length > 0;
}
