import { RESET_PASSWORD_PATH, VERIFIED_CALLBACK_PATH } from "~/lib/account-paths";
import { safeRedirectPath, sameOriginPath } from "~/lib/safe-redirect";

/**
 * better-auth redirects to the `callbackURL` in a link's query. Its own check
 * accepts any value that starts with one "/" and resolves on its origin, then
 * answers with the resolved form: "/.//evil.example" passes the check and
 * leaves as "//evil.example?error=INVALID_TOKEN", another host. So every
 * target it may read is made a same-site path before it sees the request, and
 * every Location it answers is checked again on the way out.
 */
const REDIRECT_PARAMS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

/** Where a link leads when its target was not a path on this site. */
export function authLandingPath(pathname: string): string {
  if (pathname.endsWith("/verify-email")) return VERIFIED_CALLBACK_PATH;
  if (pathname.includes("/reset-password/")) return RESET_PASSWORD_PATH;
  return "/";
}

/** The request with each redirect target in its query replaced by a same-site path. */
export function withSafeRedirectParams(request: Request, landing: string): Request {
  const url = new URL(request.url);
  let changed = false;
  for (const name of REDIRECT_PARAMS) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    const safe = safeRedirectPath(value, landing);
    if (safe === value && url.searchParams.getAll(name).length === 1) continue;
    url.searchParams.set(name, safe);
    changed = true;
  }
  if (!changed) return request;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    // Node's fetch needs this to pass a body stream on.
    ...(hasBody ? { duplex: "half" } : {}),
  });
}

/** The response, with a Location off `siteOrigin` (or protocol-relative) replaced by `landing`. */
export function withSameOriginLocation(
  response: Response,
  siteOrigin: string,
  landing: string,
): Response {
  const location = response.headers.get("Location");
  if (location === null) return response;
  const safe = sameOriginPath(location, siteOrigin, landing);
  if (safe === location) return response;
  const headers = new Headers(response.headers);
  headers.set("Location", safe);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
