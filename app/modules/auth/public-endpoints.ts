/**
 * The better-auth endpoints a browser may call directly under /api/auth.
 * Everything else (sign-in, sign-up, password and e-mail changes, deletion,
 * the confirmation link sent again) goes through this application's own
 * actions, which add the rules better-auth does not know: common passwords,
 * per-address limits, the current password for a new e-mail address, a
 * recent sign-in for deletion.
 */
const PUBLIC_ENDPOINTS: readonly { method: "GET" | "POST"; path: RegExp }[] = [
  { method: "GET", path: /^\/get-session$/ },
  // The link in the confirmation e-mail.
  { method: "GET", path: /^\/verify-email$/ },
  // The link in the reset e-mail; it redirects to /reset-password?token=…
  { method: "GET", path: /^\/reset-password\/[^/]+$/ },
  { method: "POST", path: /^\/sign-out$/ },
];

export function isPublicAuthEndpoint(method: string, pathname: string): boolean {
  const path = pathname.replace(/^\/api\/auth/, "");
  return PUBLIC_ENDPOINTS.some(
    (endpoint) => endpoint.method === method && endpoint.path.test(path),
  );
}
