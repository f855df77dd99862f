import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import { APPROVAL_STATUSES, type ApprovalStatus } from "~/content/course-types";
import { creditTypes } from "~/content/credit-categories";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import {
  courseCredits,
  courseFaculty,
  courseStateApprovals,
  courses,
  faculty,
  states,
} from "~/db/schema/catalogue";
import { facultyPortraitPicture } from "~/lib/picture";

/** A course with its credits, faculty and state approvals (from the read cache). */
export function getCourse(db: Database, courseId: string) {
  return cachedRead(db, `course:${courseId}`, () => loadCourse(db, courseId));
}

async function loadCourse(db: Database, courseId: string) {
  // Every column but the search index's, which no page shows.
  const { searchVector: _, searchPrefixVector: __, ...columns } = getTableColumns(courses);
  const [course] = await db.select(columns).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) return null;
  const [credits, speakers, approvals] = await Promise.all([
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
        portraitPath: faculty.portraitPath,
        portraitKey: faculty.portraitKey,
        portraitWidth: faculty.portraitWidth,
        portraitHeight: faculty.portraitHeight,
        portraitWidths: faculty.portraitWidths,
      })
      .from(courseFaculty)
      .innerJoin(faculty, eq(faculty.id, courseFaculty.facultyId))
      .where(eq(courseFaculty.courseId, courseId))
      .orderBy(asc(courseFaculty.position)),
    db
      .select({
        stateSlug: courseStateApprovals.stateSlug,
        stateName: states.name,
        status: courseStateApprovals.status,
        approvalNumber: courseStateApprovals.approvalNumber,
        approvedOn: courseStateApprovals.approvedOn,
        appliedOn: courseStateApprovals.appliedOn,
        expiresOn: courseStateApprovals.expiresOn,
        credits: courseStateApprovals.credits,
      })
      .from(courseStateApprovals)
      .innerJoin(states, eq(states.slug, courseStateApprovals.stateSlug))
      // A state that denied the course shows as one where it is not offered.
      .where(
        and(
          eq(courseStateApprovals.courseId, courseId),
          inArray(courseStateApprovals.status, APPROVAL_STATUSES),
        ),
      )
      .orderBy(asc(states.position)),
  ]);
  credits.sort((a, b) => creditTypes.indexOf(a.creditType) - creditTypes.indexOf(b.creditType));
  return {
    ...course,
    credits,
    faculty: speakers.map(({ id, name, title, organisation, ...portrait }) => ({
      id,
      name,
      title,
      organisation,
      portrait: facultyPortraitPicture(portrait),
    })),
    // Approved or pending only (the condition above).
    approvals: approvals.map((approval) => ({
      ...approval,
      status: approval.status as ApprovalStatus,
    })),
  };
}

/** The id of the course with exactly this title (links that name a course by its title). */
export async function findCourseIdByTitle(db: Database, title: string): Promise<string | null> {
  if (!title || title.length > 300) return null;
  return cachedRead(db, `course-by-title:${title}`, async () => {
    const [row] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, title))
      .limit(1);
    return row?.id ?? null;
  });
}
