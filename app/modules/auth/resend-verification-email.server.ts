import type { AppLoadContext } from "react-router";
import { VERIFIED_CALLBACK_PATH } from "~/lib/account-paths";
import { authFailure, callAuthEndpoint } from "./call-auth-endpoint.server";

/**
 * Sends the e-mail confirmation link again to the signed-in account's
 * address (better-auth throttles it per client). Refused ("refused") when
 * the address is already confirmed or is not the session's.
 */
export async function resendVerificationEmail(
  context: AppLoadContext,
  request: Request,
  email: string,
): Promise<
  { ok: true } | { ok: false; reason: "refused" | "rate-limited" | "forbidden" | "unavailable" }
> {
  const response = await callAuthEndpoint(context, request, "/send-verification-email", {
    email,
    callbackURL: VERIFIED_CALLBACK_PATH,
  });
  if (response.ok) return { ok: true };
  return { ok: false, reason: authFailure(response, "refused") };
}
