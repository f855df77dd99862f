import type { AppLoadContext } from "react-router";
import { EMAIL_CHANGED_CALLBACK_PATH } from "~/lib/account-paths";
import { callAuthEndpoint } from "~/modules/auth/call-auth-endpoint.server";
import { checkCurrentPassword } from "~/modules/auth/check-current-password.server";
import type { SessionUser } from "~/modules/auth/session-user";
import { NoCurrentUserError } from "./no-current-user-error";

type ChangeEmailResult =
  | { ok: true }
  | { ok: false; reason: "wrong-password" | "rate-limited" | "same-address" | "unavailable" };

/**
 * Starts a change of e-mail address: the current password is required, and a
 * confirmation link goes to the new address; the change happens when it is
 * followed (the answer is the same whether or not the new address is taken).
 */
export async function requestEmailChange(
  context: AppLoadContext,
  request: Request,
  current: SessionUser | null,
  input: { currentPassword: string; newEmail: string },
): Promise<ChangeEmailResult> {
  if (!current) throw new NoCurrentUserError();
  if (input.newEmail === current.email) return { ok: false, reason: "same-address" };
  const check = await checkCurrentPassword(context, request, current, input.currentPassword);
  if (check !== "ok") return { ok: false, reason: check };
  const response = await callAuthEndpoint(context, request, "/change-email", {
    newEmail: input.newEmail,
    callbackURL: EMAIL_CHANGED_CALLBACK_PATH,
  });
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  return response.ok ? { ok: true } : { ok: false, reason: "unavailable" };
}
