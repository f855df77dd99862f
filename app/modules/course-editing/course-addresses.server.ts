import { and, eq, ne, sql } from "drizzle-orm";
import { ADVISORY_LOCKS } from "~/db/advisory-locks";
import type { Database } from "~/db/client.server";
import { courseAddresses, courses } from "~/db/schema/catalogue";

/** Serialises address changes and new courses, so no two courses take one address. */
export async function lockCourseAddresses(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.courseAddresses})`);
}

/**
 * Whether an address is, or was, another course's (or any course's when
 * `courseId` is null): a former address keeps redirecting to its course, so
 * it is never given to another.
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
  return former.length > 0;
}
