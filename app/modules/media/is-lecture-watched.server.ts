import { eq } from "drizzle-orm";
import type { CourseStatus } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courseRegistrations } from "~/db/schema/registrations";

/**
 * Whether anyone may watch the course's lecture now: it is on sale, or an
 * attorney is registered (registrants keep their access after a course is
 * unpublished or archived). Such a course takes a new video only together
 * with its captions (decision 0035).
 */
export async function isLectureWatched(
  db: Database,
  course: { id: string; status: CourseStatus },
): Promise<boolean> {
  if (course.status === "published") return true;
  const [row] = await db
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(eq(courseRegistrations.courseId, course.id))
    .limit(1);
  return row !== undefined;
}
