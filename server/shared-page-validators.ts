import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ReadCache } from "~/db/read-cache.server";
import { isSharedPage } from "~/lib/shared-page";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/modules/auth/cache-control";
import { hasSessionCookie } from "~/modules/auth/cookie-names";
import { chooseEncoding, encodedEtag } from "./page-encodings";
import { pageHandleMatcher } from "./page-handles";
import { SHARED_PAGE_ETAG } from "./shared-page-cache";

/**
 * Validators for the pages that are the same for every signed-out visitor
 * (routes whose handle is SHARED_PAGE): such a page can only change with the
 * build, the cached data (its generation moves with every write, see
 * app/db/read-cache.server.ts) or the clock (sessions start, seat holds
 * lapse), so its ETag is made of those and a revalidation is answered 304
 * before any loader or rendering runs.
 *
 * The ETag also names this process, whose generation counter is its own:
 * another instance never answers 304 to it (it renders the page instead).
 * See docs/decisions/0014-read-cache.md.
 */
const CLOCK_STEP_MS = 60_000;

/** A shared page's ETag for this request (whatever its coding), or none. */
export type SharedPageTags = (req: IncomingMessage, pathname: string) => string | undefined;

export function sharedPageTags(
  build: ServerBuild,
  cache: ReadCache | undefined,
  now: () => number = Date.now,
): SharedPageTags {
  const isSharedPath = pageHandleMatcher(build, isSharedPage);
  const instance = randomBytes(6).toString("base64url");
  return (req, pathname) => {
    if (
      !cache?.isEnabled() ||
      (req.method !== "GET" && req.method !== "HEAD") ||
      pathname.endsWith(".data") ||
      hasSessionCookie(req.headers.cookie ?? null) ||
      !isSharedPath(pathname)
    ) {
      return undefined;
    }
    return `W/"${build.assets.version}-${instance}-${cache.generation()}-${Math.floor(now() / CLOCK_STEP_MS)}"`;
  };
}

export function sharedPageValidators(
  tags: SharedPageTags,
  /** What a 304 says besides the security headers (a signed-in page's differ). */
  notModified: (sent: string) => Array<[string, string]> = notModifiedHeaders,
): RequestHandler {
  return (req, res, next) => {
    const etag = tags(req, req.path);
    if (etag === undefined) {
      next();
      return;
    }
    // The page comes in one coding per client (server/page-encodings.ts),
    // each with its own tag: the one this client would be sent is compared.
    const sent = encodedEtag(etag, chooseEncoding(req.headers["accept-encoding"]));
    if (matchesEtag(req.headers["if-none-match"], sent)) {
      // The browser keeps the page it has, with the headers it came with: its
      // CSP names the scripts in that page, so this answer sends none.
      res.removeHeader("Content-Security-Policy");
      for (const [name, value] of notModified(sent)) res.setHeader(name, value);
      res.status(304).end();
      return;
    }
    res.setHeader("ETag", sent);
    res.locals[SHARED_PAGE_ETAG] = etag;
    next();
  };
}

/** What a 304 for a shared page says besides the security headers. */
export function notModifiedHeaders(sent: string): Array<[string, string]> {
  return [
    ["Cache-Control", PUBLIC_PAGE_CACHE_CONTROL],
    ["Vary", "Cookie, Accept-Encoding"],
    ["ETag", sent],
  ];
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}
