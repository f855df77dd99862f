import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  courseAddresses,
  courseCredits,
  courseFaculty,
  courses,
  faculty,
} from "~/db/schema/catalogue";
import { coursePendingChanges } from "~/db/schema/course-pending-changes";
import { courseRegistrations } from "~/db/schema/registrations";
import { latestAuditEntries } from "~/modules/staff/list-audit-log.server";
import { listCourseApprovals } from "./load-accreditations.server";
import { courseHasHistory } from "./save-course.server";

// What each page of the course editor shows. Every page reads the course's
// version with its own data, so its forms carry the version they were drawn from.

const named = {
  id: courses.id,
  title: courses.title,
  version: courses.version,
  status: courses.status,
};

/** The editor's frame: the course as every one of its pages names it; null when there is none. */
export async function loadCourseHeader(db: Database, courseId: string) {
  const [course] = await db
    .select({
      ...named,
      slug: courses.slug,
      status: courses.status,
      // Edits kept off the public page (decision 0070), named above every tab.
      hasPendingChanges: sql<boolean>`exists (select 1 from ${coursePendingChanges} where ${coursePendingChanges.courseId} = ${courses.id})`,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}

/** The details page: what the public pages show, with the credits, faculty and states' approvals. */
export async function loadCourseDetails(db: Database, courseId: string) {
  const [course] = await db
    .select({
      ...named,
      status: courses.status,
      summary: courses.summary,
      description: courses.description,
      categorySlug: courses.categorySlug,
      format: courses.format,
      level: courses.level,
      durationMinutes: courses.durationMinutes,
      priceCents: courses.priceCents,
      memberPriceCents: courses.memberPriceCents,
      topics: courses.topics,
      learningObjectives: courses.learningObjectives,
      includes: courses.includes,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const credits = await db
    .select({ creditType: courseCredits.creditType, hours: courseCredits.hours })
    .from(courseCredits)
    .where(eq(courseCredits.courseId, courseId));
  const teaching = await db
    .select({ facultyId: courseFaculty.facultyId })
    .from(courseFaculty)
    .where(eq(courseFaculty.courseId, courseId))
    .orderBy(asc(courseFaculty.position));
  const approvals = await listCourseApprovals(db, courseId);
  const allFaculty = await db
    .select({ id: faculty.id, name: faculty.name, title: faculty.title })
    .from(faculty)
    .orderBy(asc(faculty.name));
  return {
    course,
    credits: Object.fromEntries(credits.map((row) => [row.creditType, row.hours])),
    facultyIds: teaching.map((row) => row.facultyId),
    approvals,
    allFaculty,
  };
}

/** The status page: the lifecycle, whether the draft may be deleted, and the latest changes. */
export async function loadCourseStatus(db: Database, courseId: string) {
  const [course] = await db
    .select({ ...named, status: courses.status, slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const hasHistory = await courseHasHistory(db, courseId);
  const history = await latestAuditEntries(db, 10, { recordType: "course", record: courseId });
  const attendees = await countCourseAttendees(db, courseId);
  return { course, deletable: course.status === "draft" && !hasHistory, history, attendees };
}

/** How many registrations the course has: the attendees a status change names. */
export async function countCourseAttendees(db: Database, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseRegistrations)
    .where(eq(courseRegistrations.courseId, courseId));
  return Number(row?.n ?? 0);
}

/** The artwork page: the picture or illustration the course's pages show. */
export async function loadCourseArtwork(db: Database, courseId: string) {
  const [course] = await db
    .select({
      ...named,
      imagePath: courses.imagePath,
      imageAlt: courses.imageAlt,
      imageKey: courses.imageKey,
      imageWidth: courses.imageWidth,
      imageHeight: courses.imageHeight,
      imageWidths: courses.imageWidths,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}

/** The materials page: the downloads a registered attorney gets, in order. */
export async function loadCourseMaterials(db: Database, courseId: string) {
  const [course] = await db
    .select({ ...named, materials: courses.materials })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}

/** The address page: the current address and the former ones, which redirect to it. */
export async function loadCourseAddress(db: Database, courseId: string) {
  const [course] = await db
    .select({ ...named, slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const former = await db
    .select({ slug: courseAddresses.slug })
    .from(courseAddresses)
    .where(eq(courseAddresses.courseId, courseId))
    .orderBy(asc(courseAddresses.retiredAt));
  return { course, formerAddresses: former.map((row) => row.slug) };
}

/** The lecture media page: the recorded lecture's length, preview and chapters. */
export async function loadCourseLecture(db: Database, courseId: string) {
  const [course] = await db
    .select({
      ...named,
      /** The recorded lecture's length (bundled or uploaded), for its attendance codes. */
      lectureSeconds: sql<number | null>`(${courses.media}->>'durationSeconds')::float8`,
      media: courses.media,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}
