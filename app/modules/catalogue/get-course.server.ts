import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseCredits, courseFaculty, courses, faculty } from "~/db/schema/catalogue";

export async function getCourse(db: Database, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) return null;
  const [credits, speakers] = await Promise.all([
    db
      .select({ creditType: courseCredits.creditType, hours: courseCredits.hours })
      .from(courseCredits)
      .where(eq(courseCredits.courseId, courseId)),
    db
      .select({
        id: faculty.id,
        name: faculty.name,
        title: faculty.title,
        organisation: faculty.organisation,
      })
      .from(courseFaculty)
      .innerJoin(faculty, eq(faculty.id, courseFaculty.facultyId))
      .where(eq(courseFaculty.courseId, courseId))
      .orderBy(asc(courseFaculty.position)),
  ]);
  return { ...course, credits, faculty: speakers };
}

export type CourseDetail = NonNullable<Awaited<ReturnType<typeof getCourse>>>;

/** The id of the course with exactly this title (links that name a course by its title). */
export async function findCourseIdByTitle(db: Database, title: string): Promise<string | null> {
  if (!title || title.length > 300) return null;
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.title, title))
    .limit(1);
  return row?.id ?? null;
}
