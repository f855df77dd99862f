import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseFaculty, courses } from "~/db/schema/catalogue";
import { loadSpeakerSummary, type SpeakerSummary } from "./load-speaker-summary.server";

/**
 * The evaluation summaries of every course a faculty member teaches, by
 * course title: anonymised, as the faculty desk shows them. One statement
 * finds the courses, then each course's summary takes loadSpeakerSummary's
 * six (teaches, course, sessions, form versions, evaluations, completers).
 */
export async function listFacultySummaries(
  db: Database,
  facultyId: string,
): Promise<SpeakerSummary[]> {
  const taught = await db
    .select({ courseId: courseFaculty.courseId })
    .from(courseFaculty)
    .innerJoin(courses, eq(courses.id, courseFaculty.courseId))
    .where(eq(courseFaculty.facultyId, facultyId))
    .orderBy(asc(courses.title), asc(courses.id));
  const summaries: SpeakerSummary[] = [];
  for (const { courseId } of taught) {
    const summary = await loadSpeakerSummary(db, { facultyId, courseId });
    if (summary) summaries.push(summary);
  }
  return summaries;
}
