import { replyToForm } from "~/lib/form-reply";
import { parseSubmission } from "~/lib/parse-submission.server";
import { consumeClientRateLimit } from "~/modules/auth/address-rate-limit.server";
import { CONTACT_MESSAGES, contactSchema } from "~/modules/contact/contact-form";
import { sendContactMessage } from "~/modules/contact/send-contact-message.server";
import type { Route } from "./+types/contact";

// The home page's contact form posts here (spec §2 Contact Us: sending was "not shown").
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, contactSchema);
  if (!form.ok) return form.response;
  const { database, mailer, config, logger } = context.services;
  if (!(await consumeClientRateLimit(database.db, request, "contact", CONTACT_LIMIT)))
    return replyToForm({ ok: false, message: CONTACT_MESSAGES.tooMany }, 429);
  try {
    await sendContactMessage(database.db, mailer, { staffEmail: config.contactEmail }, form.value);
  } catch (error) {
    logger.error({ err: error }, "contact message failed");
    return replyToForm({ ok: false, message: CONTACT_MESSAGES.failure }, 503);
  }
  return replyToForm({ ok: true, message: CONTACT_MESSAGES.sent(form.value) });
}

/** Messages per client address. */
const CONTACT_LIMIT = { windowSeconds: 600, max: 5 };
