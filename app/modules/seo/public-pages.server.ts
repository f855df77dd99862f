import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { CATEGORY_NAVIGATION, MAIN_NAVIGATION } from "~/content/navigation";
import { APPROVED_STATES, statePagePath } from "~/content/states";
import type { Database } from "~/db/client.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { listCoursesWithLecture } from "~/modules/catalogue/list-courses-with-lecture.server";

/** Pages only a signed-in user sees, or that are machinery: kept out of search engines. */
export const PRIVATE_PATHS = [
  "/api/",
  "/dashboard",
  "/profile",
  "/delete-account",
  "/payment",
  "/dev/",
  "/newsletter/",
  "/reset-password",
  "/logout",
  "/certificates/",
  "/staff/",
  "/faculty-desk",
  "/firm",
] as const;

/**
 * Every public page worth indexing: the fixed pages (from the navigation, so
 * a new menu entry is listed too), plans, the free guide and privacy, the splash pages (while their
 * course is on sale), the 13 state pages, each published course and the player of each
 * one with a lecture.
 */
export async function listPublicPages(db: Database): Promise<string[]> {
  const [courses, withLecture] = await Promise.all([
    listCourses(db, { status: "published" }),
    listCoursesWithLecture(db),
  ]);
  const players = new Set(withLecture);
  const paths = [
    "/",
    ...MAIN_NAVIGATION.map((item) => item.to),
    ...CATEGORY_NAVIGATION.map((item) => item.to),
    "/plans",
    "/free-guide",
    "/privacy",
    ...(courses.some((course) => course.id === SPLASH_COURSE_ID)
      ? ["/advanced-legal-ai-cle", "/ai-course-alt"]
      : []),
    ...APPROVED_STATES.map((state) => statePagePath(state.slug)),
    // The player only of a course with a lecture (a live-only course has none).
    ...courses.flatMap((course) =>
      players.has(course.id)
        ? [`/courses/${course.slug}`, `/course-player/${course.slug}`]
        : [`/courses/${course.slug}`],
    ),
  ];
  return [...new Set(paths)];
}
