import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseFaculty, faculty } from "~/db/schema/catalogue";
import { loadEvaluationResults } from "./load-evaluation-results.server";
import type { EvaluationSummary } from "./summarise-evaluations";

export type SpeakerSummary = {
  faculty: { id: string; name: string };
  course: { id: string; title: string };
  /** The course's results: counts, averages, distributions and comments; no attendee is named. */
  summary: EvaluationSummary;
};

/**
 * A faculty member's summary of a course's evaluations: the course's results
 * (attendees evaluate the course, and each of its speakers gets them, as
 * Missouri asks), anonymised. Null unless the faculty member teaches the
 * course, so a faculty area can show it only for their own courses.
 */
export async function loadSpeakerSummary(
  db: Database,
  options: { facultyId: string; courseId: string },
): Promise<SpeakerSummary | null> {
  const [teaches] = await db
    .select({ id: faculty.id, name: faculty.name })
    .from(courseFaculty)
    .innerJoin(faculty, eq(faculty.id, courseFaculty.facultyId))
    .where(
      and(
        eq(courseFaculty.facultyId, options.facultyId),
        eq(courseFaculty.courseId, options.courseId),
      ),
    );
  if (!teaches) return null;
  const results = await loadEvaluationResults(db, {
    courseId: options.courseId,
    liveSessionId: null,
  });
  if (!results) return null;
  return { faculty: teaches, course: results.course, summary: results.summary };
}

/**
 * The course's faculty members, in the course's order (whom a summary can go
 * to), each with their faculty-desk login address where staff set one.
 */
export async function listCourseSpeakers(db: Database, courseId: string) {
  return db
    .select({ id: faculty.id, name: faculty.name, loginEmail: faculty.loginEmail })
    .from(courseFaculty)
    .innerJoin(faculty, eq(faculty.id, courseFaculty.facultyId))
    .where(eq(courseFaculty.courseId, courseId))
    .orderBy(courseFaculty.position);
}
