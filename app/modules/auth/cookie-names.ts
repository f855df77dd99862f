/** better-auth's cookie prefix; the session cookie is `${prefix}.session_token`. */
export const AUTH_COOKIE_PREFIX = "lexedge";

/** Whether a Cookie header carries a session cookie (secure-prefixed on https). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return new RegExp(`(^|;\\s*)(__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`).test(
    cookieHeader,
  );
}

/**
 * The session cookie(s) in a Cookie header, as one key: every session cookie
 * it carries (plain and __Secure- named, in order), so two headers with the
 * same key send better-auth the same cookies. Null when there is none.
 */
export function sessionCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const pattern = new RegExp(
    `(?:^|;\\s*)((?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=[^;]*)`,
    "g",
  );
  const found = [...cookieHeader.matchAll(pattern)]
    .map((match) => match[1] ?? "")
    .filter((pair) => !pair.endsWith("="));
  return found.length > 0 ? found.join("; ") : null;
}
