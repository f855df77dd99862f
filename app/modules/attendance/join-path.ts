/** A live session's join link leads to the meeting from this long before the start. */
export const JOIN_OPENS_MINUTES = 24 * 60;

/**
 * Where a registrant opens a live session's meeting: through the site, which
 * records that they joined (the roster's "joined") and then sends them on.
 */
export function joinSessionPath(sessionId: string): string {
  return `/dashboard/sessions/${encodeURIComponent(sessionId)}/join`;
}
