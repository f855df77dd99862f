import type { AppLoadContext } from "react-router";
import type { AuthFailure } from "./auth-failures";
import { CLIENT_IP_HEADER } from "./client-ip";
import { forwardSetCookies } from "./cookies.server";

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

/** Posts `body` to one of better-auth's endpoints as the browser's own request would. */
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

/**
 * Why an endpoint refused: throttled, cross-site, unavailable, or `rejected`,
 * what any other refusal means for that endpoint (wrong password, address
 * taken, expired token).
 */
export function authFailure<Rejected extends string>(
  response: Response,
  rejected: Rejected,
): "rate-limited" | "forbidden" | "unavailable" | Rejected {
  if (response.status === 429) return "rate-limited";
  if (response.status === 403) return "forbidden";
  if (response.status >= 500) return "unavailable";
  return rejected;
}

export type AuthResult =
  | { ok: true; headers: Headers; body: unknown }
  | { ok: false; reason: AuthFailure };

/** A sign-in's or sign-up's answer: the new session's cookies, or why it was refused. */
export async function toAuthResult(
  response: Response,
  rejected: "invalid-credentials" | "email-taken",
): Promise<AuthResult> {
  if (response.ok)
    return { ok: true, headers: forwardSetCookies(response), body: await response.json() };
  return { ok: false, reason: authFailure(response, rejected) };
}
