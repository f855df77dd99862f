/** Where a roster's registrations come from: one live session, or every one of a course. */
export type RosterScope =
  | { kind: "session"; sessionId: string }
  | { kind: "course"; courseId: string };

/** A roster's address: /staff/rosters/sessions/{id} or /staff/rosters/courses/{id}. */
export function rosterPath(scope: RosterScope): string {
  return scope.kind === "session"
    ? `/staff/rosters/sessions/${encodeURIComponent(scope.sessionId)}`
    : `/staff/rosters/courses/${encodeURIComponent(scope.courseId)}`;
}

/** The scope a roster's address names; null for anything else (a 404). */
export function parseRosterScope(
  segment: string | undefined,
  id: string | undefined,
): RosterScope | null {
  if (!id || id.length > 200) return null;
  if (segment === "sessions") return { kind: "session", sessionId: id };
  if (segment === "courses") return { kind: "course", courseId: id };
  return null;
}
