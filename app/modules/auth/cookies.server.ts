/** Copies the Set-Cookie headers of a better-auth response onto a new Headers. */
export function forwardSetCookies(from: Response, to: Headers = new Headers()): Headers {
  for (const cookie of from.headers.getSetCookie()) to.append("Set-Cookie", cookie);
  return to;
}
