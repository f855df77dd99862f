import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { attendeePrefill } from "~/modules/accounts/prefill-attendee.server";
import { affirmationText } from "./affirmation-text";
import { certificateEligibility } from "./check-certificate-eligibility.server";

type Attorney = { id: string; name: string; email: string };

/**
 * What the affirmation page shows for a course: whether the attorney may
 * affirm, what, and under which name. A published course they have not
 * registered for says so (with the way to register); null when there is no
 * such course.
 */
export async function loadAffirmation(db: Database, attorney: Attorney, courseId: string) {
  const eligibility = await certificateEligibility(db, attorney.id, courseId);
  if (!eligibility) {
    const [course] = await db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.status, "published")));
    return course
      ? ({ notRegistered: { courseId: course.id, title: course.title } } as const)
      : null;
  }
  return {
    notRegistered: null,
    eligibility,
    affirmation: eligibility.format
      ? affirmationText(eligibility.courseTitle, eligibility.format)
      : null,
    name: await certificateName(db, attorney),
  };
}

/** The name a certificate carries: the attorney's first and last name in their profile. */
export async function certificateName(db: Database, attorney: Attorney): Promise<string> {
  const attendee = await attendeePrefill(db, attorney);
  return `${attendee.firstName} ${attendee.lastName}`.trim();
}
