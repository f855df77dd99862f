import { SLIDES_MATERIAL_ID } from "~/content/catalogue";
import { renderCourseHandout } from "~/modules/documents/course-handouts.server";
import { renderLectureSlides } from "~/modules/documents/lecture-slides.server";

/**
 * One of a course's materials as PDF: its lecture's slides, or one of its
 * handouts. Null when the course has no such material. Access is checked by
 * the caller.
 */
export function renderCourseMaterial(
  courseId: string,
  materialId: string,
): Promise<Uint8Array | null> {
  return materialId === SLIDES_MATERIAL_ID
    ? renderLectureSlides(courseId)
    : renderCourseHandout(courseId, materialId);
}
