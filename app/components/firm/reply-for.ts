import type { FormReply } from "~/lib/form-reply";

/** The page's reply when it answers this form (a page of several forms posts an `intent`). */
export function replyFor<Values>(
  reply: FormReply<Values> | undefined,
  intent: string,
): FormReply<Values> | undefined {
  return reply?.intent === intent ? reply : undefined;
}
