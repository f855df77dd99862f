import { SCHEDULE_TIME_ZONE } from "~/content/site";

/**
 * The reader's time zone travels as a cookie the staff console sets once its
 * scripts run (the browser sends no such header). Until then, and for a name
 * the runtime does not know, times are given in the schedule's zone, named.
 */
export const VIEWER_TIME_ZONE_COOKIE = "lexedge.tz";

export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zone to show times in for this request's reader. */
export function viewerTimeZone(request: Request): string {
  const header = request.headers.get("Cookie") ?? "";
  for (const pair of header.split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name !== VIEWER_TIME_ZONE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join("="));
    } catch {
      return SCHEDULE_TIME_ZONE;
    }
    return isTimeZone(value) ? value : SCHEDULE_TIME_ZONE;
  }
  return SCHEDULE_TIME_ZONE;
}

/** In the browser: remembers its time zone for the server's next answers (a year, this site only). */
export function rememberViewerTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || !isTimeZone(zone)) return;
  const current = `${VIEWER_TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
  if (document.cookie.split("; ").includes(current)) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers staff may use (Firefox before 2025).
  document.cookie = `${current}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
