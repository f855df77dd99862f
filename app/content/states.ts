/** The 13 jurisdictions where our credits are approved, in the spec's order (§2). */
export type ApprovedState = { slug: string; name: string; code: string };

export const APPROVED_STATES: readonly ApprovedState[] = [
  { slug: "florida", name: "Florida", code: "FL" },
  { slug: "texas", name: "Texas", code: "TX" },
  { slug: "virginia", name: "Virginia", code: "VA" },
  { slug: "new-york", name: "New York", code: "NY" },
  { slug: "illinois", name: "Illinois", code: "IL" },
  { slug: "ohio", name: "Ohio", code: "OH" },
  { slug: "new-jersey", name: "New Jersey", code: "NJ" },
  { slug: "georgia", name: "Georgia", code: "GA" },
  { slug: "north-carolina", name: "North Carolina", code: "NC" },
  { slug: "washington", name: "Washington", code: "WA" },
  { slug: "missouri", name: "Missouri", code: "MO" },
  { slug: "colorado", name: "Colorado", code: "CO" },
  { slug: "wisconsin", name: "Wisconsin", code: "WI" },
];

/** The states a profile may name: the 13 where credits are approved, or "Other". */
export const PROFILE_STATE_OPTIONS = [
  ...APPROVED_STATES.map((state) => ({ value: state.slug, label: state.name })),
  { value: "other", label: "Other" },
] as const;

const STATE_PAGE_PREFIX = "ai-cle-courses-";

/** The public page of a state: /states/ai-cle-courses-{slug} (spec §2). */
export function statePagePath(slug: string): `/states/${string}` {
  return `/states/${STATE_PAGE_PREFIX}${slug}`;
}

/** Reads the state out of a state page's path segment, or null if it names none of ours. */
export function stateFromPageSegment(segment: string): ApprovedState | null {
  if (!segment.startsWith(STATE_PAGE_PREFIX)) return null;
  const slug = segment.slice(STATE_PAGE_PREFIX.length);
  return APPROVED_STATES.find((state) => state.slug === slug) ?? null;
}

export function findState(slug: string): ApprovedState | null {
  return APPROVED_STATES.find((state) => state.slug === slug) ?? null;
}
