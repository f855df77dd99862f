import { and, asc, count, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseStateApprovals, courses } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { containsPattern } from "~/lib/like-pattern";
import { LIST_PAGE_SIZE, pageOffset } from "~/lib/list-pages";
import { isValidCertificate } from "~/modules/certificates/current-certificates.server";
import type { AccreditationChoice } from "./accreditation-fields";

export type AccreditationFilters = {
  q?: string | undefined;
  state?: string | undefined;
  decision?: AccreditationChoice | undefined;
};

/** The courses the filters keep: a title, and a decision in one state (or in any). */
function matching(filters: AccreditationFilters): SQL | undefined {
  const { state, decision } = filters;
  // Written out in full: "courses"."id" is the outer row, a.* the decision.
  const inState = state ? sql` and a.state_slug = ${state}` : sql``;
  const decided =
    decision && decision !== "none"
      ? sql`exists (select 1 from course_state_approvals a
          where a.course_id = "courses"."id"${inState} and a.status = ${decision})`
      : decision === "none"
        ? sql`not exists (select 1 from course_state_approvals a
            where a.course_id = "courses"."id"${inState})`
        : undefined;
  return and(filters.q ? ilike(courses.title, containsPattern(filters.q)) : undefined, decided);
}

/**
 * The courses the filters keep, in catalogue order, with each state's
 * decision, for the compliance officer's list: a page at a time, and how many.
 */
export async function listAccreditations(
  db: Database,
  filters: AccreditationFilters = {},
  page = 1,
) {
  const where = matching(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, status: courses.status })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.position), asc(courses.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  const approvals =
    rows.length === 0
      ? []
      : await db
          .select({
            courseId: courseStateApprovals.courseId,
            stateSlug: courseStateApprovals.stateSlug,
            status: courseStateApprovals.status,
          })
          .from(courseStateApprovals)
          .where(
            inArray(
              courseStateApprovals.courseId,
              rows.map((course) => course.id),
            ),
          );
  return {
    courses: rows.map((course) => ({
      ...course,
      approvals: approvals.filter((approval) => approval.courseId === course.id),
    })),
    total: counted?.total ?? 0,
  };
}

/** A course's decision in each state it was put to, as its editors show them. */
export function listCourseApprovals(db: Database, courseId: string) {
  return db
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
    .where(eq(courseStateApprovals.courseId, courseId));
}

/**
 * One course's decisions by state, its version (a save from an older one is
 * refused) and, per state, the certificates still awaiting its approval;
 * null when there is no such course.
 */
export async function loadAccreditation(db: Database, courseId: string) {
  const [course] = await db
    .select({ id: courses.id, title: courses.title, version: courses.version })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const [approvals, pending] = await Promise.all([
    listCourseApprovals(db, courseId),
    db
      .select({ stateSlug: certificates.stateSlug, count: count() })
      .from(certificates)
      .where(
        and(
          eq(certificates.courseId, courseId),
          eq(certificates.approvalStatus, "pending"),
          isValidCertificate,
        ),
      )
      .groupBy(certificates.stateSlug),
  ]);
  return { course, approvals, pending };
}
