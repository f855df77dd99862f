import { parseSubmission } from "~/lib/parse-submission.server";
import { CONTACT_MESSAGES, contactSchema } from "~/modules/contact/contact-form";
import { sendContactMessage } from "~/modules/contact/send-contact-message.server";
import { sendVisitorForm } from "~/modules/contact/send-visitor-form.server";
import type { Route } from "./+types/contact";

// The home page's contact form posts here (spec §2 Contact Us: sending was "not shown").
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, contactSchema);
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
  return sendVisitorForm(
    context,
    request,
    {
      bucket: "contact",
      limit: CONTACT_LIMIT,
      messages: { ...CONTACT_MESSAGES, sent: CONTACT_MESSAGES.sent(form.value) },
      failureLog: "contact message failed",
    },
    () => sendContactMessage(database.db, mailer, { staffEmail: config.contactEmail }, form.value),
  );
}

/** Messages per client address. */
const CONTACT_LIMIT = { windowSeconds: 600, max: 5 };
