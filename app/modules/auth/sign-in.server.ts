import type { AppLoadContext } from "react-router";
import {
  clearAddressAttempts,
  consumeAddressAttempt,
  refundAddressAttempt,
} from "./address-rate-limit.server";
import { type AuthResult, callAuthEndpoint, toAuthResult } from "./call-auth-endpoint.server";

/** Signs in with e-mail and password; never says which of the two was wrong. */
export async function signIn(
  context: AppLoadContext,
  request: Request,
  credentials: { email: string; password: string },
): Promise<AuthResult> {
  const db = context.services.database.db;
  // Counted first, then checked: a burst cannot slip past the limit.
  if (!(await consumeAddressAttempt(db, "sign-in", credentials.email)))
    return { ok: false, reason: "rate-limited" };
  const response = await callAuthEndpoint(context, request, "/sign-in/email", {
    email: credentials.email,
    password: credentials.password,
  });
  const result = await toAuthResult(response, "invalid-credentials");
  if (result.ok) await clearAddressAttempts(db, "sign-in", credentials.email);
  else if (result.reason !== "invalid-credentials")
    await refundAddressAttempt(db, "sign-in", credentials.email);
  return result;
}
