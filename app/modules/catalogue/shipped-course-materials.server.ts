import { SLIDES_MATERIAL_ID } from "~/content/catalogue";
import type { CourseMaterial } from "~/content/course-types";
import { LECTURES } from "~/content/lectures";
import { COURSE_HANDOUTS } from "~/modules/documents/course-handouts.server";

/**
 * The downloads that ship with a course (generated as PDF from app/content):
 * its lecture's slides, then its handouts. A new course has none. Staff may
 * rename, reorder and remove them; a removed one can be added back from here.
 */
export function shippedCourseMaterials(courseId: string): CourseMaterial[] {
  return [
    ...(Object.hasOwn(LECTURES, courseId) && LECTURES[courseId]
      ? [{ id: SLIDES_MATERIAL_ID, title: "Lecture slides and speaker notes" }]
      : []),
    ...(Object.hasOwn(COURSE_HANDOUTS, courseId) ? (COURSE_HANDOUTS[courseId] ?? []) : []),
  ];
}
