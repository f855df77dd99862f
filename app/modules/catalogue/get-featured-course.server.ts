import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import { courses } from "~/db/schema/catalogue";
import { getCourse } from "./get-course.server";

/**
 * The course the home page features (from the read cache): the published
 * course staff marked as featured, else the first published course in
 * catalogue order, else null. A course that is not published is never
 * featured, whatever its flag says.
 */
export async function getFeaturedCourse(db: Database) {
  const id = await cachedRead(db, "featured-course-id", () => findFeaturedCourseId(db));
  if (!id) return null;
  const course = await getCourse(db, id);
  // The two reads may straddle a staff change: never show an unpublished course.
  return course?.status === "published" ? course : null;
}

async function findFeaturedCourseId(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.status, "published"))
    .orderBy(desc(courses.featured), asc(courses.position), asc(courses.id))
    .limit(1);
  return row?.id ?? null;
}
