import { data } from "react-router";
import { isCourseId } from "~/content/catalogue";
import { replyToForm } from "~/lib/form-reply";
import { parseSubmission } from "~/lib/parse-submission.server";
import { getSessionUser } from "~/modules/auth/session.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { chooseRegistrationView } from "~/modules/registration/choose-registration-view.server";
import { registerForCourse } from "~/modules/registration/register-for-course.server";
import { registrationSchema } from "~/modules/registration/registration-form";
import { REGISTRATION_MESSAGES } from "~/modules/registration/registration-messages";
import type { Route } from "./+types/course-registration";

// The registration dialog's server side (spec §4, §7): GET tells the dialog
// which view to show, POST registers.

const PRIVATE = { "Cache-Control": "private, no-store" };

/** Whether the address names a course at all (any status). */
async function courseExists(context: Route.LoaderArgs["context"], courseId: string) {
  return isCourseId(courseId) && (await getCourse(context.services.database.db, courseId)) !== null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!(await courseExists(context, params.courseId))) throw data(null, { status: 404 });
  const view = await chooseRegistrationView(
    context.services.database.db,
    await getSessionUser(request, context),
    params.courseId,
  );
  return data(view, { headers: PRIVATE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!(await courseExists(context, params.courseId)))
    return replyToForm({ ok: false, message: REGISTRATION_MESSAGES.notOpen }, 404);
  const form = await parseSubmission(request, registrationSchema);
  if (!form.ok) return form.response;
  const { database, mailer, config, logger } = context.services;
  try {
    const result = await registerForCourse(
      database.db,
      { mailer, baseUrl: config.baseUrl, organizerEmail: config.contactEmail },
      {
        user: await getSessionUser(request, context),
        courseId: params.courseId,
        details: form.value,
      },
    );
    return result.ok
      ? replyToForm({ ok: true, message: REGISTRATION_MESSAGES.success })
      : replyToForm({ ok: false, message: result.message }, result.status);
  } catch (error) {
    logger.error({ err: error, courseId: params.courseId }, "registration failed");
    return replyToForm({ ok: false, message: REGISTRATION_MESSAGES.failure }, 503);
  }
}
