import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { COURSES } from "~/content/catalogue";
import type { Database } from "~/db/client.server";
import { attendanceCorrections } from "~/db/schema/attendance";
import { courses } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { newCertificateId } from "~/modules/certificates/certificate-id.server";
import { createCourse, saveCourseDetails } from "~/modules/course-editing/save-course.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { attorney, START } from "./attendance-fixtures";
import { COMPLIANCE } from "./certificate-fixtures";
import { detailsForm } from "./course-form-fixtures";

// The course and certificates of the credit-change tests (docs/decisions/0042).

export const CREDITS_COURSE = "credit-corrections-clinic";

export const MANAGER: StaffActor = {
  id: null,
  email: "credits-manager@example.com",
  roles: ["course_manager"],
  ipAddress: null,
};

/** The course, one general hour: Texas approved (TX-778812), New York applied for. */
export async function createCreditsCourse(db: Database) {
  await createCourse(db, MANAGER, {
    slug: CREDITS_COURSE,
    title: "Credit Corrections Clinic",
    categorySlug: COURSES[0]?.categorySlug ?? "",
    format: "on_demand",
  });
  const saved = await saveCourseDetails(db, MANAGER, {
    courseId: CREDITS_COURSE,
    form: detailsForm(1),
  });
  if (!saved.ok) throw new Error(JSON.stringify(saved));
}

/** The course's version now (what the editor would post). */
export async function creditsCourseVersion(db: Database) {
  const [course] = await db
    .select({ version: courses.version })
    .from(courses)
    .where(eq(courses.id, CREDITS_COURSE));
  return course?.version ?? 0;
}

/**
 * A certificate of the course for a new attorney, as issued under the
 * course's credits then; with a partial attendance correction when given.
 */
export async function issuedCertificate(
  db: Database,
  stateSlug: "texas" | "new-york",
  credits: Record<string, number>,
  partOf?: { attendedMinutes: number; programMinutes: number },
) {
  const uid = await attorney(db, CREDITS_COURSE);
  const id = newCertificateId();
  const texas = stateSlug === "texas";
  await db.insert(certificates).values({
    id,
    uid,
    courseId: CREDITS_COURSE,
    stateSlug,
    attorneyName: "Ada Byron",
    barNumber: texas ? "TX-24012345" : "NY-4412078",
    courseTitle: "Credit Corrections Clinic",
    format: "self-study",
    approvalStatus: texas ? "approved" : "pending",
    approvalNumber: texas ? "TX-778812" : null,
    completedOn: "2026-11-20",
    credits,
    creditHourMinutes: 60,
    codesEntered: 1,
    codesTotal: 1,
    watchedSeconds: 7200,
    affirmationText: "I attended.",
    typedName: "Ada Byron",
    affirmedAt: START,
    issuedAt: START,
  });
  if (partOf) {
    await db.insert(attendanceCorrections).values({
      id: randomUUID(),
      uid,
      courseId: CREDITS_COURSE,
      outcome: "partial",
      ...partOf,
      reason: "Left halfway for a hearing.",
      evidence: "Player log",
      createdByEmail: COMPLIANCE.email,
    });
  }
  return { uid, id };
}
