import type { AppLoadContext } from "react-router";
import { CONTACT_MESSAGES, type ContactInput } from "./contact-form";
import { sendContactMessage } from "./send-contact-message.server";
import { sendVisitorForm } from "./send-visitor-form.server";

/** Messages per client address. */
const CONTACT_LIMIT = { windowSeconds: 600, max: 5 };

/**
 * A contact message whose fields are valid (spec §2 Contact Us: sending was
 * "not shown"), through its endpoint or the home page's action: stored,
 * e-mailed to the staff and answered.
 */
export function answerContactMessage<Values = never>(
  context: AppLoadContext,
  request: Request,
  value: ContactInput,
  reply: { intent?: string; values?: Values } = {},
) {
  const { database, mailer, config } = context.services;
  return sendVisitorForm<Values>(
    context,
    request,
    {
      bucket: "contact",
      limit: CONTACT_LIMIT,
      messages: { ...CONTACT_MESSAGES, sent: CONTACT_MESSAGES.sent(value) },
      failureLog: "contact message failed",
      ...reply,
    },
    () => sendContactMessage(database.db, mailer, { staffEmail: config.contactEmail }, value),
  );
}
