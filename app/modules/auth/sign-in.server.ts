import type { AppLoadContext } from "react-router";
import { RESET_PASSWORD_PATH, VERIFIED_CALLBACK_PATH } from "~/lib/account-paths";
import {
  clearAddressAttempts,
  consumeAddressAttempt,
  isAddressBlocked,
} from "./address-rate-limit.server";
import type { AuthFailure } from "./auth-failures";
import { CLIENT_IP_HEADER } from "./client-ip";
import { forwardSetCookies } from "./cookies.server";
import { isCommonPassword } from "./password-policy.server";

// The forms' actions go through better-auth's HTTP handler rather than
// `auth.api.*`: only the handler applies the rate limits and the origin check,
// so a form post is throttled and refused cross-site exactly like a call to
// /api/auth/* would be.
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "accept-language",
  CLIENT_IP_HEADER,
];

export async function callAuthEndpoint(
  context: AppLoadContext,
  request: Request,
  endpoint: string,
  body: unknown,
): Promise<Response> {
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const url = new URL(`/api/auth${endpoint}`, context.services.config.baseUrl);
  return context.services.auth.handler(
    new Request(url, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

export type AuthResult =
  | { ok: true; headers: Headers; body: unknown }
  | { ok: false; reason: AuthFailure };

async function toResult(
  response: Response,
  rejected: "invalid-credentials" | "email-taken",
): Promise<AuthResult> {
  if (response.ok)
    return { ok: true, headers: forwardSetCookies(response), body: await response.json() };
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  if (response.status === 403) return { ok: false, reason: "forbidden" };
  if (response.status >= 500) return { ok: false, reason: "unavailable" };
  return { ok: false, reason: rejected };
}

/** Signs in with e-mail and password; never says which of the two was wrong. */
export async function signIn(
  context: AppLoadContext,
  request: Request,
  credentials: { email: string; password: string },
): Promise<AuthResult> {
  const db = context.services.database.db;
  if (await isAddressBlocked(db, "sign-in", credentials.email))
    return { ok: false, reason: "rate-limited" };
  const response = await callAuthEndpoint(context, request, "/sign-in/email", {
    email: credentials.email,
    password: credentials.password,
  });
  const result = await toResult(response, "invalid-credentials");
  if (result.ok) await clearAddressAttempts(db, "sign-in", credentials.email);
  else if (result.reason === "invalid-credentials")
    await consumeAddressAttempt(db, "sign-in", credentials.email);
  return result;
}

/** Creates the account and signs it in. */
export async function signUp(
  context: AppLoadContext,
  request: Request,
  details: { name: string; email: string; password: string },
): Promise<AuthResult> {
  const response = await callAuthEndpoint(context, request, "/sign-up/email", {
    ...details,
    // Where the e-mail confirmation link lands.
    callbackURL: VERIFIED_CALLBACK_PATH,
  });
  return toResult(response, "email-taken");
}

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
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  if (response.status === 403) return { ok: false, reason: "forbidden" };
  return { ok: false, reason: "unavailable" };
}

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
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  if (response.status === 403) return { ok: false, reason: "forbidden" };
  if (response.status >= 500) return { ok: false, reason: "unavailable" };
  return { ok: false, reason: "invalid-token" };
}

/**
 * Ends the session (if any); the returned headers clear the cookies. Called
 * directly: a plain visit to /logout carries no Origin header, which the
 * handler's origin check would refuse, and signing out needs no throttling.
 */
export async function signOut(context: AppLoadContext, request: Request): Promise<Headers> {
  try {
    const response = await context.services.auth.api.signOut({
      headers: request.headers,
      asResponse: true,
    });
    return forwardSetCookies(response);
  } catch (error) {
    // Spec §8: a logout failure is logged, not shown.
    context.services.logger.warn({ err: error }, "sign-out failed");
    return new Headers();
  }
}
