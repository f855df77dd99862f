import { data } from "react-router";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { VERIFICATION_EXPIRES_HOURS } from "~/modules/auth/auth-constants";
import { resendVerificationEmail } from "~/modules/auth/resend-verification-email.server";
import { getSessionUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/resend-verification";

// "Send the link again" in the reminder banner posts here (the signed-in
// account's address; nothing else is read).

const NOT_SENT = "We could not send the link. Please try again in a minute.";

export async function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(request, context);
  if (!user) return refuseForm(NOT_SENT, { status: 401 });
  const result = await resendVerificationEmail(context, request, user.email);
  if (!result.ok) return refuseForm(NOT_SENT, { status: NOT_SENT_STATUS[result.reason] });
  return replyToForm({
    ok: true,
    message: `We sent a new link. It works for ${VERIFICATION_EXPIRES_HOURS} hours.`,
  });
}

const NOT_SENT_STATUS = { refused: 400, "rate-limited": 429, forbidden: 403, unavailable: 503 };
