/**
 * Only same-site paths may be redirect targets (no open redirects):
 * "/dashboard" is kept, "//evil.example", "https://evil.example" and
 * "/\\evil.example" become the fallback.
 */
export function safeRedirectPath(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\"))
    return fallback;
  // Control characters (tabs, newlines, NUL) are never part of a real path.
  for (const char of target) if (char.charCodeAt(0) < 0x20) return fallback;
  try {
    const url = new URL(target, "http://x.invalid");
    if (url.origin !== "http://x.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
