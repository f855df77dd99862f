import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseStateApprovals, courses } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { isValidCertificate } from "~/modules/certificates/current-certificates.server";

/** Every course with each state's decision, for the compliance officer's list. */
export async function listAccreditations(db: Database) {
  const [rows, approvals] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, status: courses.status })
      .from(courses)
      .orderBy(asc(courses.position), asc(courses.id)),
    db
      .select({
        courseId: courseStateApprovals.courseId,
        stateSlug: courseStateApprovals.stateSlug,
        status: courseStateApprovals.status,
      })
      .from(courseStateApprovals),
  ]);
  return rows.map((course) => ({
    ...course,
    approvals: approvals.filter((approval) => approval.courseId === course.id),
  }));
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
