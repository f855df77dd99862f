import { z } from "zod";
import { listPageField, listSearchField } from "~/lib/form-fields";

/** The orders a roster can be read in. */
export const ROSTER_SORTS = ["name", "email", "registered", "watched"] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

export const ROSTER_SORT_LABELS: Record<RosterSort, string> = {
  name: "Name",
  email: "E-mail",
  registered: "Registered",
  watched: "Watching time",
};

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

const yesNo = z.enum(["yes", "no"]).optional().catch(undefined);

/**
 * A roster's filters and page, read from the query string (the page and its
 * CSV export read the same). Anything unreadable is no filter, never an error.
 */
export const rosterFiltersSchema = z.object({
  /** Part of the name or e-mail, or a bar number. */
  q: listSearchField,
  /** Paid through an order, or free (a free registration, a membership place). */
  paid: yesNo,
  /** Entered at least one attendance code, or watched any of the recording. */
  attended: yesNo,
  /** Holds a certificate for the course (any state). */
  certificate: yesNo,
  /** Holds a bar admission in this state (its slug). */
  state: z
    .string()
    .regex(/^[a-z][a-z-]{1,40}$/)
    .optional()
    .catch(undefined),
  sort: z.enum(ROSTER_SORTS).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: listPageField,
});

export type RosterFilters = z.infer<typeof rosterFiltersSchema>;

/** Whether any filter or search narrows the roster (its empty state says which). */
export function isFiltered(filters: RosterFilters): boolean {
  return Boolean(
    filters.q || filters.paid || filters.attended || filters.certificate || filters.state,
  );
}

export const ROSTER_PAGE_SIZE = 50;

/** How far back the rosters page lists live sessions. */
export const ROSTER_SESSIONS_DAYS_BACK = 90;
