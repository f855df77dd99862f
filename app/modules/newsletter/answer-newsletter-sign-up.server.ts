import type { AppLoadContext } from "react-router";
import { sendVisitorForm } from "~/modules/contact/send-visitor-form.server";
import type { NewsletterInput } from "./newsletter-form";
import { NEWSLETTER_MESSAGES } from "./newsletter-messages";
import { subscribeToNewsletter } from "./subscribe-to-newsletter.server";

/** Sign-ups per client address. */
const NEWSLETTER_LIMIT = { windowSeconds: 600, max: 10 };

/**
 * A newsletter sign-up whose address is valid (spec §7), from either home
 * page form, through its endpoint or the home page's action: subscribed,
 * and answered with that form's own message. The spec has one failure
 * message, for throttling too.
 */
export function answerNewsletterSignUp(
  context: AppLoadContext,
  request: Request,
  value: NewsletterInput,
  reply: { intent?: string; values?: { email: string } } = {},
) {
  const { database, mailer, config } = context.services;
  return sendVisitorForm(
    context,
    request,
    {
      bucket: "newsletter",
      limit: NEWSLETTER_LIMIT,
      messages: {
        sent:
          value.source === "upcoming"
            ? NEWSLETTER_MESSAGES.successUpcoming
            : NEWSLETTER_MESSAGES.successHero,
        tooMany: NEWSLETTER_MESSAGES.failure,
        failure: NEWSLETTER_MESSAGES.failure,
      },
      failureLog: "newsletter sign-up failed",
      ...reply,
    },
    () =>
      subscribeToNewsletter(
        database.db,
        mailer,
        { baseUrl: config.baseUrl, staffEmail: config.contactEmail },
        value,
      ),
  );
}
