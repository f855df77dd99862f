import { createHash, randomBytes } from "node:crypto";
import type { ServerBuild } from "react-router";
import { readCachesOf } from "~/db/read-cache.server";
import { isPersonalPage } from "~/lib/shared-page";
import { hasSessionCookie } from "~/modules/auth/cookie-names";
import { peekRememberedSession } from "~/modules/auth/session.server";
import { pageHandleMatcher } from "./page-handles";
import type { SharedPageTags } from "./shared-page-validators";

/**
 * Validators for a signed-in attorney's own pages (routes whose handle is
 * PERSONAL_PAGE; decision 0081). Such a page is drawn from the caches (the
 * catalogue's, the sessions', the accounts') and the clock, and differs by
 * visitor: its ETag is made of the build, this process, the visitor's whole
 * Cookie header (hashed: the session and anything else a page reads from
 * cookies, such as the viewer's time zone), each cache's generation and the
 * mark of the attorney's own entries in the accounts cache, and a
 * 15-second step of the clock, the most the accounts cache lets an
 * attorney's rows be late (decision 0075). The page cache keeps a rendering
 * under it, so the same visitor's next request is sent the stored bytes;
 * any write the caches hear of, a sign-out, or the next step renders anew.
 *
 * Only for a session the sessions cache holds now, checked by better-auth
 * and unexpired: any other request takes the whole way, which checks it.
 */
const CLOCK_STEP_MS = 15_000;

export function personalPageTags(
  build: ServerBuild,
  db: object,
  now: () => number = Date.now,
): SharedPageTags {
  const isPersonalPath = pageHandleMatcher(build, isPersonalPage);
  const instance = randomBytes(6).toString("base64url");
  return (req, pathname) => {
    const caches = readCachesOf(db);
    const cookie = req.headers.cookie ?? null;
    if (
      !caches?.accounts.isEnabled() ||
      (req.method !== "GET" && req.method !== "HEAD") ||
      pathname.endsWith(".data") ||
      !hasSessionCookie(cookie) ||
      !isPersonalPath(pathname)
    ) {
      return undefined;
    }
    const at = now();
    const held = cookie ? peekRememberedSession(caches.sessions, cookie, at) : undefined;
    if (!cookie || !held) return undefined;
    const visitor = createHash("sha256").update(cookie).digest("base64url").slice(0, 22);
    // The accounts cache drops one attorney's entries at a time (decision
    // 0075): their own mark moves then, every attorney's generation otherwise.
    const generations = [
      caches.catalogue.generation(),
      caches.sessions.generation(),
      caches.accounts.generation(),
      caches.accounts.scopeGeneration(held.user.id),
    ].join(".");
    return `W/"${build.assets.version}-${instance}-${visitor}-${generations}-${Math.floor(at / CLOCK_STEP_MS)}"`;
  };
}

/** What a 304 for a signed-in page says besides the security headers. */
export function personalNotModifiedHeaders(sent: string): Array<[string, string]> {
  return [
    ["Cache-Control", "private, no-store"],
    ["Vary", "Cookie, Accept-Encoding"],
    ["ETag", sent],
  ];
}
