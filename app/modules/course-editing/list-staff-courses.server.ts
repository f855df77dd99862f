import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { CourseFormat, CourseStatus } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import type { KeysetCursor } from "~/lib/keyset-cursor";
import { containsPattern } from "~/lib/like-pattern";
import { LIST_PAGE_SIZE } from "~/lib/list-pages";
import {
  boundedCountQuery,
  type Keyset,
  keysetCondition,
  keysetLimit,
  keysetOrder,
  loadKeysetList,
  pageKeyColumn,
} from "~/modules/staff-lists/keyset-page.server";

export type StaffCourseFilters = {
  q?: string | undefined;
  status?: CourseStatus | undefined;
  format?: CourseFormat | undefined;
};

function matching(filters: StaffCourseFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(courses.status, filters.status));
  if (filters.format) conditions.push(eq(courses.format, filters.format));
  if (filters.q) {
    // "Contains" over a table the size of the catalogue (thousands of rows
    // at most), not of the business: no index needed (decision 0077).
    const pattern = containsPattern(filters.q);
    const found = or(
      ilike(courses.title, pattern),
      ilike(courses.id, pattern),
      ilike(courses.slug, pattern),
    );
    if (found) conditions.push(found);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Catalogue order: position, the id breaking ties (decision 0077). */
export const STAFF_COURSES_KEYSET: Keyset = {
  parts: [
    { expr: courses.position, kind: "integer" },
    { expr: courses.id, kind: "text" },
  ],
  order: "asc",
};

// Counted course by course through the registrations' course index, for the
// page's rows only: a join and GROUP BY would read every registration.
// Written out in full: a bare "id" here would name the registration's own.
const registrations = sql<number>`(select count(*)::int from course_registrations r where r.course_id = "courses"."id")`;

/** The statement of one page of courses (a row more, to know if there is a next page). */
export function staffCoursesPageQuery(
  db: Database,
  filters: StaffCourseFilters,
  cursor: KeysetCursor | null,
) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      format: courses.format,
      priceCents: courses.priceCents,
      featured: courses.featured,
      version: courses.version,
      updatedAt: courses.updatedAt,
      registrations,
      pageKey: pageKeyColumn(STAFF_COURSES_KEYSET),
    })
    .from(courses)
    .where(and(matching(filters), keysetCondition(STAFF_COURSES_KEYSET, cursor)))
    .orderBy(...keysetOrder(STAFF_COURSES_KEYSET, cursor))
    .limit(keysetLimit(LIST_PAGE_SIZE));
}

/** The statement counting the matching courses, up to the bounded count's limit. */
export function staffCoursesCountQuery(db: Database, filters: StaffCourseFilters) {
  return boundedCountQuery(db, { from: courses, key: courses.id, where: matching(filters) });
}

/**
 * The console's course list: the courses matching the filters, any status,
 * in catalogue order with their registrations, a page at a time, and how
 * many match (counted up to the lists' limit).
 */
export async function listStaffCourses(
  db: Database,
  filters: StaffCourseFilters,
  cursor: KeysetCursor | null,
) {
  const { rows, total, cursors } = await loadKeysetList(
    cursor,
    LIST_PAGE_SIZE,
    (at) => staffCoursesPageQuery(db, filters, at),
    staffCoursesCountQuery(db, filters),
  );
  return { courses: rows, total, cursors };
}

/**
 * A course's title and the page of the whole list that shows it after a
 * move: the page starting at the course before it, so the course it
 * swapped with is on it too (null: the first page); null when gone.
 */
export async function findMovedCourse(db: Database, courseId: string) {
  const [course] = await db
    .select({ title: courses.title, position: courses.position })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const back: KeysetCursor = { direction: "before", key: [String(course.position), courseId] };
  const [, start] = await db
    .select({ pageKey: pageKeyColumn(STAFF_COURSES_KEYSET) })
    .from(courses)
    .where(keysetCondition(STAFF_COURSES_KEYSET, back))
    .orderBy(...keysetOrder(STAFF_COURSES_KEYSET, back))
    .limit(2);
  const cursor: KeysetCursor | null = start
    ? { direction: "after", key: JSON.parse(start.pageKey) as string[] }
    : null;
  return { title: course.title, cursor };
}
