// The firm compliance view's filters and order, read from the query string
// (so the page, its CSV and its PDF show the same members). Pure.

import { z } from "zod";
import {
  COMPLIANCE_STATUSES,
  FIRM_COMPLIANCE_SORTS,
  type FirmComplianceSort,
} from "~/content/firm-compliance";
import type { FirmMemberCompliance } from "./firm-compliance-types";
import { statusRank } from "./judge-member-status";

export const firmComplianceFiltersSchema = z.object({
  status: z.enum(COMPLIANCE_STATUSES).optional().catch(undefined),
  state: z.string().trim().max(60).optional().catch(undefined),
  q: z.string().trim().max(120).optional().catch(undefined),
  sort: z.enum(FIRM_COMPLIANCE_SORTS).optional().catch(undefined),
});

export type FirmComplianceFilters = z.infer<typeof firmComplianceFiltersSchema>;

/** The filters in a request's query string (anything malformed is ignored). */
export function readFirmComplianceFilters(url: string): FirmComplianceFilters {
  return firmComplianceFiltersSchema.parse(Object.fromEntries(new URL(url).searchParams));
}

const byName = (a: FirmMemberCompliance, b: FirmMemberCompliance) =>
  a.name.localeCompare(b.name, "en");

const COMPARE: Record<
  FirmComplianceSort,
  (a: FirmMemberCompliance, b: FirmMemberCompliance) => number
> = {
  status: (a, b) => statusRank(a.status) - statusRank(b.status) || byName(a, b),
  name: byName,
  // Members without a deadline (or not sharing) last.
  deadline: (a, b) =>
    (a.nextDeadline?.on ?? "9999").localeCompare(b.nextDeadline?.on ?? "9999") || byName(a, b),
  needed: (a, b) => (b.stillNeeded ?? -1) - (a.stillNeeded ?? -1) || byName(a, b),
};

/** The members the filters keep, in the order asked (worst status first by default). */
export function filterFirmCompliance(
  members: readonly FirmMemberCompliance[],
  filters: FirmComplianceFilters,
): FirmMemberCompliance[] {
  const words = (filters.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return members
    .filter((member) => !filters.status || member.status === filters.status)
    .filter(
      (member) => !filters.state || member.states.some((state) => state.slug === filters.state),
    )
    .filter((member) => {
      const text = `${member.name} ${member.email}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .toSorted(COMPARE[filters.sort ?? "status"]);
}

/** How many sharing members have each status: the chart's bars. */
export function countByStatus(members: readonly FirmMemberCompliance[]) {
  const counts = { late: 0, "at-risk": 0, "on-track": 0, "not-tracked": 0, "not-shared": 0 };
  for (const member of members) {
    if (member.status === null) counts["not-shared"] += 1;
    else counts[member.status] += 1;
  }
  return counts;
}
