import { lookalikeOf } from "~/content/lookalike-courses";
import type { Database } from "~/db/client.server";
import { type CourseKindFacts, describeCourseKind } from "./describe-course-kind";
import { getCourse } from "./get-course.server";

/** How a course differs from the published one it may be taken for, in a phrase each. */
export type LookalikeNote = {
  /** This course, e.g. "a free one-hour live webcast for 1.0 credit". */
  self: string;
  other: { title: string; path: string; kind: string };
};

/**
 * The note a course's page (or a page selling it) shows when another
 * published course has a title close to its own; null when none has.
 */
export async function findLookalikeCourse(
  db: Database,
  course: CourseKindFacts & { id: string },
): Promise<LookalikeNote | null> {
  const otherId = lookalikeOf(course.id);
  if (!otherId) return null;
  const other = await getCourse(db, otherId);
  if (other?.status !== "published") return null;
  return {
    self: describeCourseKind(course),
    other: { title: other.title, path: `/courses/${other.slug}`, kind: describeCourseKind(other) },
  };
}
