// One way to pick the version of a rule in force on a day, for the
// attorneys' rules (versions of StateRules) and the providers' obligations
// alike: each version holds from `effectiveFrom` (inclusive) until
// `effectiveUntil` (exclusive, null while in force).

/** What a versioned rule has: the days it is in force (ISO dates). */
export type EffectiveDates = { effectiveFrom: string; effectiveUntil: string | null };

/** The version in force on a day (ISO dates compare as text); null before the first. */
export function versionInForce<Version extends EffectiveDates>(
  rules: { readonly versions: readonly Version[] },
  on: Date | string = new Date(),
): Version | null {
  const day = typeof on === "string" ? on.slice(0, 10) : on.toISOString().slice(0, 10);
  return (
    rules.versions.find(
      (version) =>
        version.effectiveFrom <= day &&
        (version.effectiveUntil === null || day < version.effectiveUntil),
    ) ?? null
  );
}
