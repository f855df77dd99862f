/**
 * Redirect targets never leave the site (no open redirects). A target is
 * resolved against the site's origin as a browser would (dot segments,
 * "%2e", backslashes read as slashes); it is kept only if it stays on that
 * origin, and what is returned is the resolved path, query and hash. The
 * result never starts with "//" or "/\": a client that resolves it again
 * cannot read it as another host. Control characters (which URL parsers drop,
 * so "/\t/evil.example" would become "//evil.example") are refused outright.
 */

/** Longer targets are refused: no page of ours has an address this long. */
const MAX_TARGET_LENGTH = 2048;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** Stands in for the site's origin where only a path is acceptable. */
const PROBE_ORIGIN = "http://site.invalid";

/**
 * A same-site path from untrusted input (`redirectTo`, `returnTo`,
 * `callbackURL`): "/dashboard" and "/a/../payment?x=1#top" (as "/payment?x=1#top")
 * are kept; "//evil.example", "/\\evil.example", "/.//evil.example",
 * "/%2e/%2e//evil.example", "https://evil.example" and "javascript:…" become
 * the fallback. A full URL, even one to this site, is refused too: the
 * site's own links carry paths only.
 */
export function safeRedirectPath(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !isLocalPath(target)) return fallback;
  return resolveOnSite(target, PROBE_ORIGIN, fallback);
}

/**
 * A `Location` that a library answered with, kept if it leads to the site's
 * own origin (`siteOrigin`, e.g. "https://example.com"), as a path; anything
 * else becomes the fallback.
 */
export function sameOriginPath(location: string, siteOrigin: string, fallback: string): string {
  return resolveOnSite(location, siteOrigin, fallback);
}

function resolveOnSite(target: string, siteOrigin: string, fallback: string): string {
  if (target.length === 0 || target.length > MAX_TARGET_LENGTH) return fallback;
  if (CONTROL_CHARACTER.test(target)) return fallback;
  try {
    const origin = new URL(siteOrigin).origin;
    const url = new URL(target, origin);
    if (url.origin !== origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Checked again after resolving: "/./" and "/../" can turn into "//".
    return isLocalPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
