import type { AppLoadContext } from "react-router";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { MOVE_MESSAGES } from "~/modules/registration/move-messages";
import { moveRegistration } from "~/modules/rosters/move-registration.server";
import { moveRegistrationSchema } from "~/modules/rosters/move-registration-form";
import { requireStaff } from "~/modules/staff/require-staff.server";

/**
 * The move form's post, from the attendee page or a session's roster
 * (registrations.move): the place moved must be `where` says (the page's
 * attendee, or still in the roster's session). A refusal comes back to the
 * move form with its fields, under the intent "move".
 */
export async function answerRegistrationMove(
  request: Request,
  context: AppLoadContext,
  where: { uid: string } | { fromSessionId: string },
) {
  const staff = await requireStaff(request, context, "registrations.move");
  const form = await parseIntentSubmission(
    request,
    { move: moveRegistrationSchema },
    { echo: (fields) => fields },
  );
  if (!form.ok) return form.response;
  const { services } = context;
  const moved = await moveRegistration(
    services.database.db,
    {
      mailer: services.mailer,
      baseUrl: services.config.baseUrl,
      organizerEmail: services.config.contactEmail,
    },
    staff.actor,
    { ...form.value, ...where },
  );
  if (!moved.ok) {
    const values = form.submission.fields;
    return refuseForm(moved.message, { intent: "move", values, status: moved.status });
  }
  return replyToForm({ ok: true, intent: "move", message: MOVE_MESSAGES.moved });
}
