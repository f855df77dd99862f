// What the roster and attendee pages show of their lists without zod: the
// filters' schema (roster-filters.ts) builds on these.

/** The orders a roster can be read in. */
export const ROSTER_SORTS = ["name", "email", "registered", "watched"] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

export const ROSTER_SORT_LABELS: Record<RosterSort, string> = {
  name: "Name",
  email: "E-mail",
  registered: "Registered",
  watched: "Watching time",
};

/** Whether any filter or search narrows the roster (its empty state says which). */
export function isFiltered(
  filters: Partial<Record<"q" | "paid" | "attended" | "certificate" | "state", string>>,
): boolean {
  return Boolean(
    filters.q || filters.paid || filters.attended || filters.certificate || filters.state,
  );
}

export const ROSTER_PAGE_SIZE = 50;

/** How far back the rosters page lists live sessions. */
export const ROSTER_SESSIONS_DAYS_BACK = 90;

/** How many of the latest messages to a person the attendee page lists. */
export const ATTENDEE_MAIL_LIMIT = 50;
