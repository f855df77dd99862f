import { APIError } from "better-auth/api";
import type { AppLoadContext } from "react-router";
import {
  consumeAddressAttempt,
  refundAddressAttempt,
} from "~/modules/auth/address-rate-limit.server";
import type { SessionUser } from "~/modules/auth/session-user";

type PasswordCheck = "ok" | "wrong-password" | "rate-limited";

/** Checks the signed-in user's current password, at most 5 times a minute per account. */
export async function checkCurrentPassword(
  context: AppLoadContext,
  request: Request,
  current: SessionUser,
  password: string,
): Promise<PasswordCheck> {
  const db = context.services.database.db;
  // Counted first, then checked: a burst cannot slip past the limit.
  if (!(await consumeAddressAttempt(db, "password-check", current.email))) return "rate-limited";
  try {
    // verify-password is a server-only better-auth endpoint.
    await context.services.auth.api.verifyPassword({
      body: { password },
      headers: request.headers,
    });
  } catch (error) {
    // Only a wrong password is a wrong password (its attempt stays counted).
    if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD")
      return "wrong-password";
    await refundAddressAttempt(db, "password-check", current.email);
    throw error;
  }
  await refundAddressAttempt(db, "password-check", current.email);
  return "ok";
}
