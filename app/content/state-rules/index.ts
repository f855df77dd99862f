import { STATE_RULES } from "./data";
import type { StateRules } from "./types";

export type * from "./types";
export { type EffectiveDates, versionInForce } from "./version-in-force";
export { STATE_RULES };

/** The rules module's version, shown with the figures (bump when the data changes). */
export const STATE_RULES_EDITION = "2026-11";

export function stateRules(slug: string): StateRules | null {
  return STATE_RULES.find((rules) => rules.slug === slug) ?? null;
}
