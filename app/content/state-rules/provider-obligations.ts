import {
  DEFAULT_RETENTION_YEARS,
  PROVIDER_OBLIGATIONS,
  unconfirmedState,
} from "./provider-obligations-data";
import type { ObligationsVersion, ProviderObligations } from "./provider-obligations-types";
import { versionInForce } from "./version-in-force";

// Looking up what a provider owes a state on a day. The data, versioned and
// sourced, is in provider-obligations-data.ts; its shape in
// provider-obligations-types.ts.

export {
  DEFAULT_RETENTION_YEARS,
  IN_FORCE_SINCE,
  PROVIDER_OBLIGATIONS,
} from "./provider-obligations-data";
export type * from "./provider-obligations-types";

/** Every state's obligations: the data, or (in tests) the data with a rule change. */
export type ObligationsBook = readonly ProviderObligations[];

/** A state's obligations; a state missing from the research is treated as unconfirmed. */
export function providerObligations(
  slug: string,
  book: ObligationsBook = PROVIDER_OBLIGATIONS,
): ProviderObligations {
  return book.find((state) => state.slug === slug) ?? unconfirmedState(slug, slug);
}

/**
 * A state's obligations in force on a day. A day before the first version
 * (which reaches back to 2000) is judged by the first: it is all we know.
 */
export function obligationsInForce(
  slug: string,
  on: Date | string = new Date(),
  book: ObligationsBook = PROVIDER_OBLIGATIONS,
): ObligationsVersion {
  const state = providerObligations(slug, book);
  const first = state.versions[0];
  if (!first) throw new Error(`${slug} has no provider obligations version`);
  return versionInForce(state, on) ?? first;
}

/**
 * The version a submitted report was made under: the state's version that
 * took effect on `effectiveFrom`. Versions are never removed, so it is there;
 * should one be, the version in force on that day answers.
 */
export function obligationsVersion(
  slug: string,
  effectiveFrom: string,
  book: ObligationsBook = PROVIDER_OBLIGATIONS,
): ObligationsVersion {
  return (
    providerObligations(slug, book).versions.find(
      (version) => version.effectiveFrom === effectiveFrom,
    ) ?? obligationsInForce(slug, effectiveFrom, book)
  );
}

/**
 * Years a record completed on `completedOn` with credit claimed in these
 * states must be kept: the longest period of any version in force on that
 * day or after it (a rule that lengthens the period covers the records still
 * kept), and the default for any period not confirmed. Without a day: the
 * longest of all versions.
 */
export function retentionYearsFor(
  stateSlugs: Iterable<string>,
  completedOn?: string,
  book: ObligationsBook = PROVIDER_OBLIGATIONS,
): number {
  let years = 0;
  for (const slug of stateSlugs) {
    for (const version of providerObligations(slug, book).versions) {
      if (completedOn && version.effectiveUntil !== null && version.effectiveUntil <= completedOn) {
        continue;
      }
      years = Math.max(years, version.retentionYears.value ?? DEFAULT_RETENTION_YEARS);
    }
  }
  return years === 0 ? DEFAULT_RETENTION_YEARS : years;
}
