import type { AppLoadContext } from "react-router";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import type { SessionUser } from "~/modules/auth/session-user";
import { askQuestion } from "./ask-question.server";
import { askQuestionSchema } from "./question-forms";

/**
 * The player's "Ask the faculty" post: read and checked, asked, answered
 * with the form's reply (intent "ask"; what was typed comes back on a refusal).
 */
export async function askFromPlayer(
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
  courseId: string,
) {
  const form = await parseIntentSubmission(
    request,
    { ask: askQuestionSchema },
    { echo: (fields) => fields },
  );
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
  const asked = await askQuestion(
    database.db,
    mailer,
    { baseUrl: config.baseUrl, staffEmail: config.contactEmail },
    user,
    courseId,
    form.value,
  );
  if (asked.ok) return replyToForm({ ok: true, intent: "ask", message: asked.message });
  if (asked.status === 400) {
    return refuseForm(asked.message, {
      intent: "ask",
      errors: { [asked.field]: asked.message },
      values: form.submission.fields,
    });
  }
  return refuseForm(asked.message, { intent: "ask", status: asked.status });
}
