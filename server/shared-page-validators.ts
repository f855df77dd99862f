import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { ReadCache } from "~/db/read-cache.server";
import { isSharedPage } from "~/lib/shared-page";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/modules/auth/cache-control";
import { hasSessionCookie } from "~/modules/auth/cookie-names";
import { chooseEncoding, encodedEtag } from "./page-encodings";
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

export function sharedPageValidators(
  build: ServerBuild,
  cache: ReadCache | undefined,
  now: () => number = Date.now,
): RequestHandler {
  const routes = routeTree(build);
  const instance = randomBytes(6).toString("base64url");
  // Matching a path against every route is not free: each answer is kept
  // (bounded: paths are chosen by visitors).
  const sharedPaths = new Map<string, boolean>();
  const isSharedPath = (pathname: string): boolean => {
    let shared = sharedPaths.get(pathname);
    if (shared === undefined) {
      const page = matchRoutes(routes, pathname)?.at(-1)?.route.id;
      shared = page !== undefined && isSharedPage(build.routes[page]?.module.handle);
      // Long paths are answered but not remembered (they are chosen by visitors).
      if (pathname.length <= 300) {
        if (sharedPaths.size >= 5_000) sharedPaths.clear();
        sharedPaths.set(pathname, shared);
      }
    }
    return shared;
  };
  return (req, res, next) => {
    if (
      !cache?.isEnabled() ||
      (req.method !== "GET" && req.method !== "HEAD") ||
      req.path.endsWith(".data") ||
      hasSessionCookie(req.headers.cookie ?? null)
    ) {
      next();
      return;
    }
    if (!isSharedPath(req.path)) {
      next();
      return;
    }
    const etag = `W/"${build.assets.version}-${instance}-${cache.generation()}-${Math.floor(now() / CLOCK_STEP_MS)}"`;
    // The page comes in one coding per client (server/page-encodings.ts),
    // each with its own tag: the one this client would be sent is compared.
    const sent = encodedEtag(etag, chooseEncoding(req.headers["accept-encoding"]));
    if (matchesEtag(req.headers["if-none-match"], sent)) {
      // The browser keeps the page it has, with the headers it came with: its
      // CSP names the scripts in that page, so this answer sends none.
      res.removeHeader("Content-Security-Policy");
      res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
      res.setHeader("Vary", "Cookie, Accept-Encoding");
      res.setHeader("ETag", sent);
      res.status(304).end();
      return;
    }
    res.setHeader("ETag", sent);
    res.locals[SHARED_PAGE_ETAG] = etag;
    next();
  };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

/** The build's flat route list as the nested tree `matchRoutes` takes, made once. */
function routeTree(build: ServerBuild): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route && route.parentId === parentId)
      .map((route) => {
        const id = route?.id ?? "";
        const children = childrenOf(id);
        return route?.index
          ? { id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id, path: route?.path, caseSensitive: route?.caseSensitive, children };
      });
  return childrenOf(undefined);
}
