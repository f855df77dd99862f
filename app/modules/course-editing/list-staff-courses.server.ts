import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import type { CourseStatus } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { containsPattern } from "~/lib/like-pattern";

/** The console's course list: every course, any status, with its registrations. */
export async function listStaffCourses(
  db: Database,
  filters: { q?: string | undefined; status?: CourseStatus | undefined },
) {
  const conditions = [];
  if (filters.status) conditions.push(eq(courses.status, filters.status));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(ilike(courses.title, pattern), ilike(courses.id, pattern), ilike(courses.slug, pattern)),
    );
  }
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
      registrations: count(courseRegistrations.id),
    })
    .from(courses)
    .leftJoin(courseRegistrations, eq(courseRegistrations.courseId, courses.id))
    .where(and(...conditions))
    .groupBy(courses.id)
    .orderBy(asc(courses.position), asc(courses.id));
}
