import { asc, count, eq, ilike, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseFaculty, courses, faculty } from "~/db/schema/catalogue";
import { containsPattern } from "~/lib/like-pattern";
import { latestAuditEntries } from "~/modules/staff/list-audit-log.server";

/** The console's faculty list, by name, each with how many courses name them. */
export async function listStaffFaculty(db: Database, filters: { q?: string | undefined }) {
  const pattern = filters.q ? containsPattern(filters.q) : null;
  return db
    .select({
      id: faculty.id,
      name: faculty.name,
      title: faculty.title,
      organisation: faculty.organisation,
      updatedAt: faculty.updatedAt,
      courses: count(courseFaculty.courseId),
    })
    .from(faculty)
    .leftJoin(courseFaculty, eq(courseFaculty.facultyId, faculty.id))
    .where(
      pattern
        ? or(
            ilike(faculty.name, pattern),
            ilike(faculty.organisation, pattern),
            ilike(faculty.id, pattern),
          )
        : undefined,
    )
    .groupBy(faculty.id)
    .orderBy(asc(faculty.name));
}

/** One profile for its editor, with the courses that name it and its recent changes. */
export async function loadFacultyEditor(db: Database, facultyId: string) {
  const [member] = await db.select().from(faculty).where(eq(faculty.id, facultyId));
  if (!member) return null;
  const [teaching, history] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, status: courses.status })
      .from(courseFaculty)
      .innerJoin(courses, eq(courses.id, courseFaculty.courseId))
      .where(eq(courseFaculty.facultyId, facultyId))
      .orderBy(asc(courses.position)),
    latestAuditEntries(db, 10, { recordType: "faculty", record: facultyId }),
  ]);
  return { member, teaching, history };
}
