import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import { courseAddresses, courses } from "~/db/schema/catalogue";

export type CourseAddress = {
  courseId: string;
  /** The course's address now. */
  slug: string;
  /** False when the address asked for is a former one (it then redirects to `slug`). */
  current: boolean;
};

/**
 * Which course a public address names: its current address, or one it had
 * before (from the read cache); null when none.
 */
export function findCourseAddress(db: Database, address: string): Promise<CourseAddress | null> {
  return cachedRead(db, `course-address:${address}`, async () => {
    const [now] = await db
      .select({ courseId: courses.id, slug: courses.slug })
      .from(courses)
      .where(eq(courses.slug, address))
      .limit(1);
    if (now) return { ...now, current: true };
    const [former] = await db
      .select({ courseId: courses.id, slug: courses.slug })
      .from(courseAddresses)
      .innerJoin(courses, eq(courses.id, courseAddresses.courseId))
      .where(eq(courseAddresses.slug, address))
      .limit(1);
    return former ? { ...former, current: false } : null;
  });
}

/** The redirect to a course's current address, keeping the rest of the path and the query. */
export function currentAddressUrl(
  request: Request,
  prefix: string,
  slug: string,
  rest = "",
): string {
  const url = new URL(request.url);
  return `${prefix}${slug}${rest}${url.search}`;
}
