/**
 * Pages for signed-out visitors may be cached by a CDN for a short while;
 * anything a signed-in user sees, and every error, is private.
 */
export function cacheControlFor(request: Request, status: number): string {
  const cookie = request.headers.get("Cookie") ?? "";
  const personal = /(^|;\s*)(__Secure-)?lexedge\.session_token=/.test(cookie);
  if (personal || status !== 200) return "private, no-store";
  return "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
}
