import type { RequestHandler } from "express";
import { isStorableText } from "~/lib/text-input";

/**
 * Every address is checked once, before any route sees it: a path or query
 * whose percent-escapes are malformed, or that decodes to a NUL character or
 * an unpaired surrogate (which PostgreSQL cannot store or compare), is
 * answered 400 here. Route parameters and query values that reach the
 * database are then always storable text.
 */
export const UNSTORABLE_ADDRESS_MESSAGE =
  "This address contains characters that are not allowed. Please check the link.";

export function refuseUnstorableAddresses(): RequestHandler {
  return (req, res, next) => {
    if (isStorableAddress(req.originalUrl)) {
      next();
      return;
    }
    res.status(400).setHeader("Cache-Control", "no-store");
    res.type("text/plain").send(`${UNSTORABLE_ADDRESS_MESSAGE}\n`);
  };
}

export function isStorableAddress(url: string): boolean {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (!isStorableText(decodedPath)) return false;
  if (queryStart === -1) return true;
  const query = url.slice(queryStart + 1);
  // Invalid escapes in a query decode to U+FFFD (as browsers do); NUL and
  // surrogates written as %-escapes of UTF-16 cannot arise, but %00 can.
  for (const [name, value] of new URLSearchParams(query)) {
    if (!isStorableText(name) || !isStorableText(value)) return false;
  }
  return true;
}
