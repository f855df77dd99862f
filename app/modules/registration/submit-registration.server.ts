import type { AppLoadContext } from "react-router";
import { isCourseId } from "~/content/catalogue";
import { replyToForm } from "~/lib/form-reply";
import { parseSubmission } from "~/lib/parse-submission.server";
import { getSessionUser } from "~/modules/auth/session.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { registerForCourse } from "~/modules/registration/register-for-course.server";
import {
  echoRegistration,
  type RegistrationValues,
  registrationSchema,
} from "~/modules/registration/registration-form";
import { REGISTRATION_MESSAGES } from "~/modules/registration/registration-messages";

/** Whether the address names a course at all (any status). */
export async function courseExists(context: AppLoadContext, courseId: string) {
  return isCourseId(courseId) && (await getCourse(context.services.database.db, courseId)) !== null;
}

/**
 * A registration form's post (spec §4, §7, §8), from the dialog (its
 * resource route) and from the registration page (its action, without
 * script): read with the form helper, registered by the one module, answered
 * with the spec's messages and what was sent.
 */
export async function submitRegistration({
  request,
  context,
  courseId,
}: {
  request: Request;
  context: AppLoadContext;
  courseId: string;
}) {
  if (!(await courseExists(context, courseId)))
    return replyToForm<RegistrationValues>(
      { ok: false, message: REGISTRATION_MESSAGES.notOpen },
      404,
    );
  const form = await parseSubmission(request, registrationSchema, { echo: echoRegistration });
  if (!form.ok) return form.response;
  const values = echoRegistration(form.submission.fields);
  const { database, mailer, config, logger } = context.services;
  try {
    const result = await registerForCourse(
      database.db,
      { mailer, baseUrl: config.baseUrl, organizerEmail: config.contactEmail },
      { user: await getSessionUser(request, context), courseId, details: form.value },
    );
    return result.ok
      ? replyToForm({ ok: true, message: REGISTRATION_MESSAGES.success, values })
      : replyToForm({ ok: false, message: result.message, values }, result.status);
  } catch (error) {
    logger.error({ err: error, courseId }, "registration failed");
    return replyToForm({ ok: false, message: REGISTRATION_MESSAGES.failure, values }, 503);
  }
}
