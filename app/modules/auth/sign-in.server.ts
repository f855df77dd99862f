import type { AppLoadContext } from "react-router";
import { forwardSetCookies } from "./cookies.server";

export type SignInResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "invalid-credentials" | "rate-limited" };

/** Signs in with e-mail and password; never says which of the two was wrong. */
export async function signIn(
  context: AppLoadContext,
  request: Request,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const response = await context.services.auth.api.signInEmail({
    body: { email: credentials.email, password: credentials.password },
    headers: request.headers,
    asResponse: true,
  });
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  if (!response.ok) return { ok: false, reason: "invalid-credentials" };
  return { ok: true, headers: forwardSetCookies(response) };
}

export type SignUpResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "email-taken" | "rate-limited" | "rejected" };

export async function signUp(
  context: AppLoadContext,
  request: Request,
  details: { name: string; email: string; password: string },
): Promise<SignUpResult> {
  const response = await context.services.auth.api.signUpEmail({
    body: details,
    headers: request.headers,
    asResponse: true,
  });
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  if (response.status === 422) return { ok: false, reason: "email-taken" };
  if (!response.ok) return { ok: false, reason: "rejected" };
  return { ok: true, headers: forwardSetCookies(response) };
}

/** Ends the session (if any); the returned headers clear the cookies. */
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
