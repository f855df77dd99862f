import { replyToForm } from "~/lib/form-reply";
import { parseSubmission } from "~/lib/parse-submission.server";
import { answerNewsletterSignUp } from "~/modules/newsletter/answer-newsletter-sign-up.server";
import { newsletterSchema } from "~/modules/newsletter/newsletter-form";
import { NEWSLETTER_MESSAGES } from "~/modules/newsletter/newsletter-messages";
import type { Route } from "./+types/newsletter";

// A newsletter sign-up as an endpoint (spec §7 'Newsletter sign-up'); the
// home page's two forms post to the page itself (see routes/home-forms.server.ts).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, newsletterSchema);
  // The spec's one message for a bad address, rather than a field message.
  if (!form.ok) return replyToForm({ ok: false, message: NEWSLETTER_MESSAGES.invalidEmail }, 400);
  return answerNewsletterSignUp(context, request, form.value);
}
