import type { AppLoadContext } from "react-router";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";

/** What both splash pages show: the two-hour course and its live sessions. */
export async function loadSplashCourse(context: AppLoadContext) {
  const db = context.services.database.db;
  const [course, sessions] = await Promise.all([
    getCourse(db, SPLASH_COURSE_ID),
    listLiveSessions(db, { courseId: SPLASH_COURSE_ID, from: new Date() }),
  ]);
  if (!course)
    throw new Error(`The splash course ${SPLASH_COURSE_ID} is missing from the catalogue`);
  return { course, sessions };
}
