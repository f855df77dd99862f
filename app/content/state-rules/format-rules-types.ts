import type { CreditCategory, Fact } from "./types";
import type { EffectiveDates } from "./version-in-force";

// The shape of the per-state rules on which formats count for credit and how
// (format-rules-data.ts): who they apply to, the format, the categories, and
// what becomes of the credit. Versioned like the other state rules, so the
// rule in force on a completion day can be looked up.

/** How a completion was delivered: a scheduled live webcast, or the recorded course on demand. */
export type DeliveryFormat = "live-webcast" | "on-demand";

/** What a state does with a completion's hours in a category. */
export type FormatTreatment =
  /** They count, as the format they are (live, or self-study under the state's caps). */
  | "counts"
  /** They count only as self-study, against the state's self-study cap (Missouri's on-demand). */
  | "self-study"
  /** They do not count at all. */
  | "refused";

/** Which attorneys a rule applies to. */
export type RuleAudience = "everyone" | "newly-admitted";

/** One rule: for these attorneys, this format, these categories, this treatment and why. */
export type FormatCreditRule = {
  audience: RuleAudience;
  format: DeliveryFormat;
  /** The categories it covers; "all" for every category. */
  categories: readonly CreditCategory[] | "all";
  /** The treatment, its sentence for the attorney (the reason), sources and confidence. */
  treatment: Fact<FormatTreatment>;
};

/** The rules in force from `effectiveFrom` (inclusive) until `effectiveUntil` (exclusive). */
export type FormatRulesVersion = EffectiveDates & {
  /** First matching rule wins; a completion no rule covers counts as the format it is. */
  rules: readonly FormatCreditRule[];
};

export type StateFormatRules = {
  /** Matches the state rules' slug. */
  slug: string;
  /** ISO date the figures were taken from the research into this module. */
  transcribedOn: string;
  /** ISO date last checked against the regulator's own site; null until they are. */
  lastVerified: string | null;
  /**
   * Who counts as newly admitted: the years after admission to the state's
   * bar, and the sentence for the attorney. Absent where the state has no
   * format rule for them.
   */
  newlyAdmitted?: Fact<{ years: number }>;
  /** Oldest first, back to back; the last one has `effectiveUntil: null`. */
  versions: readonly FormatRulesVersion[];
  /** Source key → address (keys as in the research file). */
  sources: Record<string, { url: string; note?: string }>;
};
