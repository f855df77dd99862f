import { SLIDES_MATERIAL_ID } from "~/content/catalogue";
import type { Database } from "~/db/client.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { renderCourseHandout } from "~/modules/documents/course-handouts.server";
import { renderLectureSlides } from "~/modules/documents/lecture-slides.server";

/**
 * One of a course's materials as PDF: its lecture's slides, or one of its
 * handouts. Their text ships with the code, but the course's title, summary
 * and faculty are read from the database (through the read cache), so a
 * staff edit shows in the next download. Null when the course has no such
 * material. Access is checked by the caller.
 */
export async function renderCourseMaterial(
  db: Database,
  courseId: string,
  materialId: string,
): Promise<Uint8Array | null> {
  const course = await getCourse(db, courseId);
  if (!course) return null;
  return materialId === SLIDES_MATERIAL_ID
    ? renderLectureSlides(course)
    : renderCourseHandout(course, materialId);
}
