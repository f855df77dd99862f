import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { CourseStatus } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import {
  courseAddresses,
  courseCredits,
  courseFaculty,
  courseStateApprovals,
  courses,
  faculty,
} from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { containsPattern } from "~/lib/like-pattern";
import { latestAuditEntries } from "~/modules/staff/list-audit-log.server";
import { courseHasHistory } from "./save-course.server";

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

/** Everything the course editor shows for one course; null when there is none. */
export async function loadCourseEditor(db: Database, courseId: string) {
  const [course] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
      description: courses.description,
      categorySlug: courses.categorySlug,
      status: courses.status,
      format: courses.format,
      level: courses.level,
      durationMinutes: courses.durationMinutes,
      materials: courses.materials,
      priceCents: courses.priceCents,
      memberPriceCents: courses.memberPriceCents,
      imagePath: courses.imagePath,
      imageAlt: courses.imageAlt,
      imageKey: courses.imageKey,
      imageWidth: courses.imageWidth,
      imageHeight: courses.imageHeight,
      imageWidths: courses.imageWidths,
      topics: courses.topics,
      learningObjectives: courses.learningObjectives,
      includes: courses.includes,
      version: courses.version,
      updatedAt: courses.updatedAt,
      /** The recorded lecture's length (bundled or uploaded), for its attendance codes. */
      lectureSeconds: sql<number | null>`(${courses.media}->>'durationSeconds')::float8`,
      /** The recorded lecture: its length, preview and the chapters the player lists. */
      media: courses.media,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const [credits, teaching, approvals, allFaculty, hasHistory, history, formerAddresses] =
    await Promise.all([
      db
        .select({ creditType: courseCredits.creditType, hours: courseCredits.hours })
        .from(courseCredits)
        .where(eq(courseCredits.courseId, courseId)),
      db
        .select({ facultyId: courseFaculty.facultyId })
        .from(courseFaculty)
        .where(eq(courseFaculty.courseId, courseId))
        .orderBy(asc(courseFaculty.position)),
      db
        .select({
          stateSlug: courseStateApprovals.stateSlug,
          status: courseStateApprovals.status,
          approvalNumber: courseStateApprovals.approvalNumber,
          approvedOn: courseStateApprovals.approvedOn,
          appliedOn: courseStateApprovals.appliedOn,
          effectiveFrom: courseStateApprovals.effectiveFrom,
          expiresOn: courseStateApprovals.expiresOn,
          deniedOn: courseStateApprovals.deniedOn,
        })
        .from(courseStateApprovals)
        .where(eq(courseStateApprovals.courseId, courseId)),
      db
        .select({ id: faculty.id, name: faculty.name, title: faculty.title })
        .from(faculty)
        .orderBy(asc(faculty.name)),
      courseHasHistory(db, courseId),
      latestAuditEntries(db, 10, { recordType: "course", record: courseId }),
      db
        .select({ slug: courseAddresses.slug })
        .from(courseAddresses)
        .where(eq(courseAddresses.courseId, courseId))
        .orderBy(asc(courseAddresses.retiredAt)),
    ]);
  return {
    course,
    credits: Object.fromEntries(credits.map((row) => [row.creditType, row.hours])),
    facultyIds: teaching.map((row) => row.facultyId),
    approvals,
    allFaculty,
    deletable: course.status === "draft" && !hasHistory,
    formerAddresses: formerAddresses.map((row) => row.slug),
    history,
  };
}
