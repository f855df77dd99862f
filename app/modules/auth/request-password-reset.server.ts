import type { AppLoadContext } from "react-router";
import { RESET_PASSWORD_PATH } from "~/lib/account-paths";
import { consumeAddressAttempt } from "./address-rate-limit.server";
import { authFailure, callAuthEndpoint } from "./call-auth-endpoint.server";

/**
 * Asks for a reset link. The answer never says whether the address has an
 * account: only throttling (per client and per address) is reported.
 */
export async function requestPasswordReset(
  context: AppLoadContext,
  request: Request,
  email: string,
): Promise<{ ok: true } | { ok: false; reason: "rate-limited" | "forbidden" | "unavailable" }> {
  if (!(await consumeAddressAttempt(context.services.database.db, "password-reset", email))) {
    return { ok: false, reason: "rate-limited" };
  }
  const response = await callAuthEndpoint(context, request, "/request-password-reset", {
    email,
    redirectTo: RESET_PASSWORD_PATH,
  });
  if (response.ok) return { ok: true };
  return { ok: false, reason: authFailure(response, "unavailable") };
}
