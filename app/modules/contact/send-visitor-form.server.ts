import type { AppLoadContext } from "react-router";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { consumeClientRateLimit, type RateLimit } from "~/modules/auth/consume-rate-limit.server";

/** How one of the forms visitors send us (contact, newsletter, team enquiry, free guide) is answered. */
type VisitorForm<Values> = {
  /** The per-client-address counter (e.g. "contact") and its limit. */
  bucket: string;
  limit: RateLimit;
  /** What the form says once sent, once the limit is used up, and when sending failed. */
  messages: { sent: string; tooMany: string; failure: string };
  /** What was typed, shown again after a refusal (forms that post without script). */
  values?: Values;
  /** On a page of several forms, which one this is: its reply says so. */
  intent?: string;
  /** What the log says when sending failed. */
  failureLog: string;
};

/**
 * The end of a visitor's form, once its fields are valid: a client address
 * over its limit is refused (429) before anything is stored or sent; then
 * `send` runs, and a failure is logged and answered 503, keeping what was
 * typed.
 */
export async function sendVisitorForm<Values = never>(
  context: AppLoadContext,
  request: Request,
  form: VisitorForm<Values>,
  send: () => Promise<unknown>,
) {
  const { database, logger } = context.services;
  const typed = {
    ...(form.values === undefined ? {} : { values: form.values }),
    ...(form.intent === undefined ? {} : { intent: form.intent }),
  };
  if (!(await consumeClientRateLimit(database.db, request, form.bucket, form.limit)))
    return refuseForm<Values>(form.messages.tooMany, { ...typed, status: 429 });
  try {
    await send();
  } catch (error) {
    logger.error({ err: error }, form.failureLog);
    return refuseForm<Values>(form.messages.failure, { ...typed, status: 503 });
  }
  return replyToForm<Values>({
    ok: true,
    message: form.messages.sent,
    ...(form.intent === undefined ? {} : { intent: form.intent }),
  });
}
