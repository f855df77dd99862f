import { replyToForm } from "~/lib/form-reply";
import { parseSubmission } from "~/lib/parse-submission.server";
import { sendVisitorForm } from "~/modules/contact/send-visitor-form.server";
import { newsletterSchema } from "~/modules/newsletter/newsletter-form";
import { NEWSLETTER_MESSAGES } from "~/modules/newsletter/newsletter-messages";
import { subscribeToNewsletter } from "~/modules/newsletter/subscribe-to-newsletter.server";
import type { Route } from "./+types/newsletter";

// Both newsletter forms post here (spec §7 'Newsletter sign-up').
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, newsletterSchema);
  // The spec's one message for a bad address, rather than a field message.
  if (!form.ok) return replyToForm({ ok: false, message: NEWSLETTER_MESSAGES.invalidEmail }, 400);
  const { database, mailer, config } = context.services;
  return sendVisitorForm(
    context,
    request,
    {
      bucket: "newsletter",
      limit: NEWSLETTER_LIMIT,
      // The spec has one failure message, for throttling too.
      messages: {
        sent:
          form.value.source === "upcoming"
            ? NEWSLETTER_MESSAGES.successUpcoming
            : NEWSLETTER_MESSAGES.successHero,
        tooMany: NEWSLETTER_MESSAGES.failure,
        failure: NEWSLETTER_MESSAGES.failure,
      },
      failureLog: "newsletter sign-up failed",
    },
    () =>
      subscribeToNewsletter(
        database.db,
        mailer,
        { baseUrl: config.baseUrl, staffEmail: config.contactEmail },
        form.value,
      ),
  );
}

/** Sign-ups per client address. */
const NEWSLETTER_LIMIT = { windowSeconds: 600, max: 10 };
