import type { RosterFilters } from "~/modules/rosters/roster-filters";

// A message's audience may be a roster narrowed by its filters; only the
// filters are kept (not the roster's sort or page).

const FILTER_KEYS = ["q", "paid", "attended", "certificate", "state"] as const;

/** The filters as a query string without "?" ("paid=yes&state=texas"), empty for none. */
export function mailingFilterQuery(filters: Partial<RosterFilters>): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params.toString();
}

const YES_NO_WORDS = {
  paid: ["paid", "not paid (free places)"],
  attended: ["attended", "not attended yet"],
  certificate: ["holding a certificate", "without a certificate"],
} as const;

/** The filters in words ("paid, admitted in texas, matching “smith”"); empty for none. */
export function describeMailingFilters(filters: Partial<RosterFilters>): string {
  const words: string[] = [];
  for (const key of ["paid", "attended", "certificate"] as const) {
    const value = filters[key];
    if (value) words.push(YES_NO_WORDS[key][value === "yes" ? 0 : 1]);
  }
  if (filters.state) words.push(`admitted in ${filters.state.replace(/-/g, " ")}`);
  if (filters.q) words.push(`matching “${filters.q}”`);
  return words.join(", ");
}

/** Where staff write to a session's or a course's registrants, narrowed by a roster's filters. */
export function mailingComposePath(
  target: { sessionId: string } | { courseId: string },
  filters: Partial<RosterFilters> = {},
): string {
  const params = new URLSearchParams(mailingFilterQuery(filters));
  if ("sessionId" in target) params.set("session", target.sessionId);
  else params.set("course", target.courseId);
  return `/staff/mailings/new?${params}`;
}
