import { STATE_RULES } from "./data";
import type { RuleVersion, StateRules } from "./types";

export type * from "./types";
export { STATE_RULES };

/** The rules module's version, shown with the figures (bump when the data changes). */
export const STATE_RULES_EDITION = "2026-11";

export function stateRules(slug: string): StateRules | null {
  return STATE_RULES.find((rules) => rules.slug === slug) ?? null;
}

/** The rules in force on a day (ISO dates compare as text): a period is judged by these. */
export function versionInForce(
  rules: StateRules,
  on: Date | string = new Date(),
): RuleVersion | null {
  const day = typeof on === "string" ? on.slice(0, 10) : on.toISOString().slice(0, 10);
  return (
    rules.versions.find(
      (version) =>
        version.effectiveFrom <= day &&
        (version.effectiveUntil === null || day < version.effectiveUntil),
    ) ?? null
  );
}
