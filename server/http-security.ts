import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Security headers for every response. Inline scripts (React Router's hydration
 * data) carry a per-response nonce, so the CSP needs no 'unsafe-inline' for
 * scripts. Development (Vite's HMR client) gets no CSP.
 */
export function securityHeaders(options: {
  baseUrl: string;
  development: boolean;
}): RequestHandler {
  const https = options.baseUrl.startsWith("https://");
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (!options.development) {
      const directives = [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self' https://checkout.stripe.com",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
        ...(https ? ["upgrade-insecure-requests"] : []),
      ];
      res.setHeader("Content-Security-Policy", directives.join("; "));
    }
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
