/**
 * Only same-site paths may be redirect targets (no open redirects):
 * "/dashboard" is kept; "//evil.example", "https://evil.example",
 * "/\\evil.example" and anything that normalises to one of those
 * ("/.//evil.example", "/a/..//evil.example") become the fallback.
 */
export function safeRedirectPath(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  // Control characters (tabs, newlines, NUL) are never part of a real path.
  for (const char of target) if (char.charCodeAt(0) < 0x20) return fallback;
  if (!isLocalPath(target)) return fallback;
  try {
    const url = new URL(target, "http://x.invalid");
    if (url.origin !== "http://x.invalid") return fallback;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    // Check again after normalisation: dot segments can turn "/./" into "//".
    return isLocalPath(normalised) ? normalised : fallback;
  } catch {
    return fallback;
  }
}

function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
