import { data } from "react-router";
import { isCatalogueCourse } from "~/content/catalogue";
import { replyToForm } from "~/lib/form-reply";
import { formatOrdinalDay } from "~/lib/format";
import { parseSubmission } from "~/lib/parse-submission.server";
import { attendeePrefill } from "~/modules/accounts/prefill-attendee.server";
import { getSessionUser } from "~/modules/auth/session.server";
import {
  findRegistration,
  getRegistrableCourse,
  registerForCourse,
} from "~/modules/registration/register-for-course.server";
import { registrationSchema } from "~/modules/registration/registration-form";
import { REGISTRATION_MESSAGES } from "~/modules/registration/registration-messages";
import type { RegistrationView } from "~/modules/registration/registration-view";
import type { Route } from "./+types/course-registration";

// The registration dialog's server side (spec §4, §7): GET tells the dialog
// which view to show, POST registers.

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCatalogueCourse(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const user = await getSessionUser(request, context);
  const reply = (view: RegistrationView) => data(view, { headers: PRIVATE });
  if (!user) return reply({ view: "sign-in" });
  const course = await getRegistrableCourse(db, params.courseId);
  if (!course) return reply({ view: "closed", message: REGISTRATION_MESSAGES.notOpen });
  if (await findRegistration(db, user.id, params.courseId)) return reply({ view: "registered" });
  return reply({
    view: "form",
    courseName: course.title,
    liveDate: course.nextSession ? formatOrdinalDay(course.nextSession.startsAt) : null,
    prefill: await attendeePrefill(db, user),
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isCatalogueCourse(params.courseId))
    return replyToForm({ ok: false, message: REGISTRATION_MESSAGES.notOpen }, 404);
  const form = await parseSubmission(request, registrationSchema);
  if (!form.ok) return form.response;
  const { database, mailer, config, logger } = context.services;
  try {
    const result = await registerForCourse(
      database.db,
      mailer,
      { baseUrl: config.baseUrl, organizerEmail: config.contactEmail },
      await getSessionUser(request, context),
      params.courseId,
      form.value,
    );
    return result.ok
      ? replyToForm({ ok: true, message: REGISTRATION_MESSAGES.success })
      : replyToForm({ ok: false, message: result.message }, result.status);
  } catch (error) {
    logger.error({ err: error, courseId: params.courseId }, "registration failed");
    return replyToForm({ ok: false, message: REGISTRATION_MESSAGES.failure }, 503);
  }
}
