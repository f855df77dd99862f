import type { AppLoadContext } from "react-router";
import { HOME_FORM_INTENTS, type HomeFormValues } from "~/components/home/home-forms";
import { echoText } from "~/lib/echo-fields";
import type { FormFields } from "~/lib/form-reply";
import { refuseForm } from "~/lib/form-reply";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { answerContactMessage } from "~/modules/contact/answer-contact-message.server";
import { contactSchema } from "~/modules/contact/contact-form";
import { answerNewsletterSignUp } from "~/modules/newsletter/answer-newsletter-sign-up.server";
import { newsletterSchema } from "~/modules/newsletter/newsletter-form";
import { NEWSLETTER_MESSAGES } from "~/modules/newsletter/newsletter-messages";

const SCHEMAS = {
  [HOME_FORM_INTENTS.hero]: newsletterSchema,
  [HOME_FORM_INTENTS.upcoming]: newsletterSchema,
  [HOME_FORM_INTENTS.contact]: contactSchema,
};

function echoHomeForm(fields: FormFields): HomeFormValues {
  return echoText(fields, { name: 200, email: 300, phone: 100, message: 10_000 });
}

/**
 * The home page's action: whichever of its forms was sent (lib/home-forms.ts),
 * answered as that form's own endpoint answers it, with the intent (so the
 * reply shows beside that form) and what was typed.
 */
export async function answerHomeForm(request: Request, context: AppLoadContext) {
  const form = await parseIntentSubmission(request, SCHEMAS, { echo: echoHomeForm });
  if (!form.ok) {
    const { intent, values } = form.response.data;
    // The newsletter's one message for a bad address (spec §8), not field messages.
    return intent === HOME_FORM_INTENTS.hero || intent === HOME_FORM_INTENTS.upcoming
      ? refuseForm<HomeFormValues>(NEWSLETTER_MESSAGES.invalidEmail, { intent, values })
      : form.response;
  }
  const reply = { intent: form.intent, values: echoHomeForm(form.submission.fields) };
  return form.intent === HOME_FORM_INTENTS.contact
    ? answerContactMessage(context, request, form.value, reply)
    : answerNewsletterSignUp(context, request, form.value, reply);
}
