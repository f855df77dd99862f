import { asc, count, eq, ilike, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseFaculty, courses, faculty } from "~/db/schema/catalogue";
import { containsPattern } from "~/lib/like-pattern";
import { LIST_PAGE_SIZE, pageOffset } from "~/lib/list-pages";
import { latestAuditEntries } from "~/modules/staff/list-audit-log.server";

function matching(filters: { q?: string | undefined }) {
  const pattern = filters.q ? containsPattern(filters.q) : null;
  return pattern
    ? or(
        ilike(faculty.name, pattern),
        ilike(faculty.organisation, pattern),
        ilike(faculty.id, pattern),
      )
    : undefined;
}

/**
 * The console's faculty list, by name, each with how many courses name them:
 * those matching the search, a page at a time (all when `page` is left out).
 */
export async function listStaffFaculty(
  db: Database,
  filters: { q?: string | undefined },
  page?: number,
) {
  const query = db
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
    .where(matching(filters))
    .groupBy(faculty.id)
    .orderBy(asc(faculty.name), asc(faculty.id));
  if (page === undefined) return query;
  return query.limit(LIST_PAGE_SIZE).offset(pageOffset(page));
}

/** How many faculty profiles match the search. */
export async function countStaffFaculty(db: Database, filters: { q?: string | undefined }) {
  const [row] = await db.select({ total: count() }).from(faculty).where(matching(filters));
  return row?.total ?? 0;
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
