import type { Database } from "~/db/client.server";
import { formatOrdinalDay } from "~/lib/format";
import { attendeePrefill } from "~/modules/accounts/prefill-attendee.server";
import { findRegistration } from "./find-registration.server";
import { getRegistrableCourse } from "./get-registrable-course.server";
import { REGISTRATION_MESSAGES } from "./registration-messages";
import type { RegistrationView } from "./registration-view";

/**
 * What the registration dialog shows (spec §4): the way to sign in, that the
 * course is closed, that the attorney is already registered, or the form,
 * prefilled from their profile, with the next live session's date.
 */
export async function chooseRegistrationView(
  db: Database,
  user: { id: string; name: string; email: string } | null,
  courseId: string,
): Promise<RegistrationView> {
  if (!user) return { view: "sign-in" };
  const course = await getRegistrableCourse(db, courseId);
  if (!course) return { view: "closed", message: REGISTRATION_MESSAGES.notOpen };
  if (await findRegistration(db, user.id, courseId)) return { view: "registered" };
  return {
    view: "form",
    courseName: course.title,
    liveDate: course.nextSession ? formatOrdinalDay(course.nextSession.startsAt) : null,
    prefill: await attendeePrefill(db, user),
  };
}
