import type { AppLoadContext } from "react-router";
import {
  consumeAddressAttempt,
  refundAddressAttempt,
} from "~/modules/auth/address-rate-limit.server";
import { callAuthEndpoint } from "~/modules/auth/call-auth-endpoint.server";
import { forwardSetCookies } from "~/modules/auth/cookies.server";
import { isCommonPassword } from "~/modules/auth/password-policy.server";
import { revokeResetTokens } from "~/modules/auth/reset-tokens.server";
import type { SessionUser } from "~/modules/auth/session-user";
import { NoCurrentUserError } from "./no-current-user-error";

type ChangePasswordResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "wrong-password" | "rate-limited" | "common-password" | "unavailable" };

/** Changes the password (current one required) and signs out every other device. */
export async function changePassword(
  context: AppLoadContext,
  request: Request,
  current: SessionUser | null,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordResult> {
  if (!current) throw new NoCurrentUserError();
  if (isCommonPassword(input.newPassword)) return { ok: false, reason: "common-password" };
  const db = context.services.database.db;
  // Counted first, then checked: a burst cannot slip past the limit.
  if (!(await consumeAddressAttempt(db, "password-check", current.email)))
    return { ok: false, reason: "rate-limited" };
  const result = await changeWithCurrentPassword(context, request, current, input);
  if (result.ok || result.reason !== "wrong-password")
    await refundAddressAttempt(db, "password-check", current.email);
  return result;
}

async function changeWithCurrentPassword(
  context: AppLoadContext,
  request: Request,
  current: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordResult> {
  const db = context.services.database.db;
  const response = await callAuthEndpoint(context, request, "/change-password", {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    revokeOtherSessions: true,
  });
  if (response.ok) {
    // Reset links issued before the change stop working.
    await revokeResetTokens(db, current.id);
    return { ok: true, headers: forwardSetCookies(response) };
  }
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (body?.code === "INVALID_PASSWORD") return { ok: false, reason: "wrong-password" };
  if (body?.code === "PASSWORD_TOO_COMMON") return { ok: false, reason: "common-password" };
  return { ok: false, reason: "unavailable" };
}
