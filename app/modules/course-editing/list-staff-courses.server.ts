import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { CourseFormat, CourseStatus } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { containsPattern } from "~/lib/like-pattern";
import { LIST_PAGE_SIZE, pageOffset } from "~/lib/list-pages";

export type StaffCourseFilters = {
  q?: string | undefined;
  status?: CourseStatus | undefined;
  format?: CourseFormat | undefined;
};

function matching(filters: StaffCourseFilters) {
  const conditions = [];
  if (filters.status) conditions.push(eq(courses.status, filters.status));
  if (filters.format) conditions.push(eq(courses.format, filters.format));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(ilike(courses.title, pattern), ilike(courses.id, pattern), ilike(courses.slug, pattern)),
    );
  }
  return and(...conditions);
}

/**
 * The console's course list: the courses matching the filters, any status,
 * in catalogue order with their registrations, a page at a time (every page
 * when `page` is left out), and how many match.
 */
export async function listStaffCourses(db: Database, filters: StaffCourseFilters, page?: number) {
  const where = matching(filters);
  const query = db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      format: courses.format,
      priceCents: courses.priceCents,
      featured: courses.featured,
      version: courses.version,
      updatedAt: courses.updatedAt,
      registrations: count(courseRegistrations.id),
    })
    .from(courses)
    .leftJoin(courseRegistrations, eq(courseRegistrations.courseId, courses.id))
    .where(where)
    .groupBy(courses.id)
    .orderBy(asc(courses.position), asc(courses.id));
  if (page === undefined) return query;
  return query.limit(LIST_PAGE_SIZE).offset(pageOffset(page));
}

/** How many courses match the filters. */
export async function countStaffCourses(db: Database, filters: StaffCourseFilters) {
  const [row] = await db.select({ total: count() }).from(courses).where(matching(filters));
  return row?.total ?? 0;
}

/**
 * A course's title and its place in the whole catalogue order (0-based), so
 * the list after a move opens on the page that shows it; null when gone.
 */
export async function findCourseInOrder(db: Database, courseId: string) {
  const [row] = await db
    .select({
      title: courses.title,
      // Written out in full: a bare "position" inside the subquery would name its own row's.
      index: sql<number>`(select count(*)::int from courses c
        where (c.position, c.id) < ("courses"."position", "courses"."id"))`,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row ?? null;
}
