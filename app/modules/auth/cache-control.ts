import { hasSessionCookie } from "./cookie-names";

/** Browsers revalidate every time; a shared cache may keep the page a minute and serve it stale for five more. */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * Pages for signed-out visitors may be cached by a CDN for a short while;
 * anything a signed-in user sees, anything that sets a cookie, a page that
 * answers a form posted without script (it shows what was sent), and every
 * error, is private. See docs/decisions/0005-caching-and-csp.md.
 */
export function applyCacheControl(request: Request, status: number, headers: Headers): void {
  if (!headers.has("Cache-Control")) {
    const method = request.method.toUpperCase();
    const personal =
      hasSessionCookie(request.headers.get("Cookie")) ||
      headers.has("Set-Cookie") ||
      (method !== "GET" && method !== "HEAD");
    headers.set(
      "Cache-Control",
      personal || status !== 200 ? "private, no-store" : PUBLIC_PAGE_CACHE_CONTROL,
    );
  }
  if (!/\bCookie\b/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Cookie");
}
