/** better-auth's cookie prefix; the session cookie is `${prefix}.session_token`. */
export const AUTH_COOKIE_PREFIX = "lexedge";

/** Whether a Cookie header carries a session cookie (secure-prefixed on https). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return new RegExp(`(^|;\\s*)(__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`).test(
    cookieHeader,
  );
}

/** The session cookie's value (the signed session token), if the header carries one. */
export function sessionCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const match = new RegExp(
    `(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=([^;]*)`,
  ).exec(cookieHeader);
  return match?.[1] ? match[1] : null;
}
