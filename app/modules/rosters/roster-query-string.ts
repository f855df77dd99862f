import type { RosterFilters } from "./roster-filters";

/** The filters and sort as a query string (without the page): the export link and "Clear". */
export function rosterQueryString(filters: Partial<RosterFilters>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key !== "page" && value !== undefined && value !== "") params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : "";
}
