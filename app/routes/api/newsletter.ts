import { replyToForm } from "~/lib/form-reply";
import { parseSubmission } from "~/lib/parse-submission.server";
import { consumeClientRateLimit } from "~/modules/auth/address-rate-limit.server";
import { newsletterSchema } from "~/modules/newsletter/newsletter-form";
import { NEWSLETTER_MESSAGES } from "~/modules/newsletter/newsletter-messages";
import { subscribeToNewsletter } from "~/modules/newsletter/subscribe.server";
import type { Route } from "./+types/newsletter";

// Both newsletter forms post here (spec §7 'Newsletter sign-up').
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, newsletterSchema);
  // The spec's one message for a bad address, rather than a field message.
  if (!form.ok) return replyToForm({ ok: false, message: NEWSLETTER_MESSAGES.invalidEmail }, 400);
  const { database, mailer, config, logger } = context.services;
  if (!(await consumeClientRateLimit(database.db, request, "newsletter", NEWSLETTER_LIMIT)))
    return replyToForm({ ok: false, message: NEWSLETTER_MESSAGES.failure }, 429);
  try {
    await subscribeToNewsletter(
      database.db,
      mailer,
      { baseUrl: config.baseUrl, staffEmail: config.contactEmail },
      form.value,
    );
  } catch (error) {
    logger.error({ err: error }, "newsletter sign-up failed");
    return replyToForm({ ok: false, message: NEWSLETTER_MESSAGES.failure }, 503);
  }
  const message =
    form.value.source === "upcoming"
      ? NEWSLETTER_MESSAGES.successUpcoming
      : NEWSLETTER_MESSAGES.successHero;
  return replyToForm({ ok: true, message });
}

/** Sign-ups per client address. */
const NEWSLETTER_LIMIT = { windowSeconds: 600, max: 10 };
