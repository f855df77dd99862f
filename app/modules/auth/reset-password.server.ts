import type { AppLoadContext } from "react-router";
import { authFailure, callAuthEndpoint } from "./call-auth-endpoint.server";
import { isCommonPassword } from "./password-policy.server";

/**
 * Sets a new password with a reset token (never a common one); better-auth
 * then ends every session.
 */
export async function resetPassword(
  context: AppLoadContext,
  request: Request,
  input: { token: string; newPassword: string },
): Promise<
  | { ok: true }
  | {
      ok: false;
      reason: "common-password" | "invalid-token" | "rate-limited" | "forbidden" | "unavailable";
    }
> {
  if (isCommonPassword(input.newPassword)) return { ok: false, reason: "common-password" };
  const response = await callAuthEndpoint(context, request, "/reset-password", input);
  if (response.ok) return { ok: true };
  return { ok: false, reason: authFailure(response, "invalid-token") };
}
