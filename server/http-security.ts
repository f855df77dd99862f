import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * The Content-Security-Policy of a page whose scripts are the given sources:
 * a per-response nonce, or the hashes of the inline scripts of a page kept
 * for every visitor (server/shared-page-cache.ts). 'strict-dynamic' lets
 * those scripts load the modules they import, and nothing else runs.
 */
export function contentSecurityPolicy(scriptSources: string[], options: { https: boolean }) {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources, "'strict-dynamic'"].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Security headers for every response, set here only: a route's Response
 * that sets one too has it appended (React Router's Express adapter), so
 * `nosniff` would be sent twice. Inline scripts (React Router's hydration
 * data) carry a per-response nonce, so the CSP needs no 'unsafe-inline' for
 * scripts; a page kept for every visitor replaces it with its scripts'
 * hashes. Development (Vite's HMR client) gets no CSP.
 */
export function securityHeaders(options: {
  baseUrl: string;
  development: boolean;
}): RequestHandler {
  const https = options.baseUrl.startsWith("https://");
  const headers = securityHeaderList({ https });
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (!options.development) {
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy([`'nonce-${nonce}'`], { https }),
      );
    }
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** The security headers other than the CSP; a stored page is sent with them too. */
export function securityHeaderList(options: { https: boolean }): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  if (options.https) {
    headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  return headers;
}

/**
 * Headers that only a document (or a worker) obeys. A built font, stylesheet
 * or raster image is never either, so it goes without them: about 600 bytes
 * less per response, which keeps the preloaded typeface within the first
 * round trip of a new connection. Scripts and SVG keep them (a script could
 * become a worker, and an SVG opened on its own is a document).
 */
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "X-Frame-Options",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
];
const NEVER_A_DOCUMENT = /\.(?:woff2|css|avif|webp|png|jpe?g)$/i;

/** For express.static's `setHeaders`: drops the document-only headers from passive files. */
export function dropDocumentOnlyHeaders(
  res: { removeHeader(name: string): void },
  filePath: string,
) {
  if (!NEVER_A_DOCUMENT.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/**
 * One check for every state-changing request, pages and API alike: a write
 * from another site is refused. A browser says where a request comes from in
 * `Sec-Fetch-Site` (sent even when it sends no `Origin`, e.g. a plain form
 * post from another site) and in `Origin`; either naming another site is
 * enough. Requests with neither (server-to-server: mail clients' one-click
 * unsubscribe, scripts, tests) pass. Stripe's webhooks are signed instead.
 */
export const CROSS_SITE_REFUSAL = "This request came from another site and was refused.";

export function refuseCrossSiteWrites(options: { baseUrl: string }): RequestHandler {
  const siteHost = new URL(options.baseUrl).host;
  return (req, res, next) => {
    const write = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
    if (!write || req.path.startsWith("/api/webhooks/")) {
      next();
      return;
    }
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    let originHost: string | null = null;
    try {
      originHost = origin && origin !== "null" ? new URL(origin).host : origin ? "null" : null;
    } catch {
      originHost = "invalid";
    }
    const crossSite =
      (site !== undefined && site !== "same-origin" && site !== "none") ||
      (originHost !== null && originHost !== siteHost && originHost !== req.get("host"));
    if (!crossSite) {
      next();
      return;
    }
    // The body is not read: the connection is closed after the answer.
    res.status(403).setHeader("Cache-Control", "no-store").setHeader("Connection", "close");
    if (req.path.startsWith("/api/")) res.json({ error: CROSS_SITE_REFUSAL });
    else res.type("text/plain").send(`${CROSS_SITE_REFUSAL}\n`);
  };
}
