import type { RequestHandler } from "express";

/**
 * One address per page: a read of "/courses/" answers 301 to "/courses"
 * (query kept). API paths keep their slash.
 */
export function dropTrailingSlash(): RequestHandler {
  return (req, res, next) => {
    const isRead = req.method === "GET" || req.method === "HEAD";
    if (isRead && req.path.length > 1 && req.path.endsWith("/") && !req.path.startsWith("/api/")) {
      res.redirect(301, `${pathWithoutTrailingSlash(req.path)}${req.url.slice(req.path.length)}`);
      return;
    }
    next();
  };
}

/**
 * The path resolved as a browser would ("/./", "/../", "%2e", "\" read as
 * "/"), with the slashes at its ends collapsed: a browser reads "//host" or
 * "/\host" as another site, and "/.//host" or "/a/..//host" resolve to it.
 */
export function pathWithoutTrailingSlash(rawPath: string): string {
  const resolved = new URL(`/${rawPath.replace(/^[/\\]+/, "")}`, "http://site.invalid").pathname;
  return `/${resolved.replace(/^\/+|\/+$/g, "")}`;
}
