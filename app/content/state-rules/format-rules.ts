import { FORMAT_RULES } from "./format-rules-data";
import type {
  DeliveryFormat,
  FormatCreditRule,
  FormatRulesVersion,
  FormatTreatment,
  StateFormatRules,
} from "./format-rules-types";
import type { CreditCategory } from "./types";
import { versionInForce } from "./version-in-force";

// Looking up which formats count in a state on a day, and for whom. The data,
// versioned and sourced, is in format-rules-data.ts; its shape in
// format-rules-types.ts.

export { FORMAT_RULES } from "./format-rules-data";
export type * from "./format-rules-types";

/** Every state's format rules: the data, or (in tests) the data with a rule change. */
export type FormatRulesBook = readonly StateFormatRules[];

export function formatRules(
  slug: string,
  book: FormatRulesBook = FORMAT_RULES,
): StateFormatRules | null {
  return book.find((state) => state.slug === slug) ?? null;
}

/** The state's format rules in force on a day; null where it has none recorded. */
export function formatRulesInForce(
  slug: string,
  on: string,
  book: FormatRulesBook = FORMAT_RULES,
): FormatRulesVersion | null {
  const rules = formatRules(slug, book);
  return rules ? versionInForce(rules, on) : null;
}

/** The same day `years` later (February 29 becomes March 1 in a common year). */
function anniversary(day: string, years: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + years, month - 1, date));
  return next.toISOString().slice(0, 10);
}

/**
 * The first day an attorney admitted on `admittedOn` is no longer newly
 * admitted in the state; null where the state has no rule for newly admitted
 * attorneys or the admission day is not known.
 */
export function newlyAdmittedUntil(
  slug: string,
  admittedOn: string | null,
  book: FormatRulesBook = FORMAT_RULES,
): string | null {
  const rule = formatRules(slug, book)?.newlyAdmitted;
  if (!rule || !admittedOn || !/^\d{4}-\d{2}-\d{2}$/.test(admittedOn)) return null;
  return anniversary(admittedOn, rule.value.years);
}

/**
 * Whether the attorney is newly admitted in the state on a day: "unknown"
 * when the state has a rule for them but the admission day is not on file.
 */
export function newlyAdmittedOn(
  slug: string,
  admittedOn: string | null,
  on: string,
  book: FormatRulesBook = FORMAT_RULES,
): boolean | "unknown" {
  if (!formatRules(slug, book)?.newlyAdmitted) return false;
  const until = newlyAdmittedUntil(slug, admittedOn, book);
  if (!until || !admittedOn) return "unknown";
  const day = on.slice(0, 10);
  return admittedOn <= day && day < until;
}

/** What the rule in force on the day does with a completion's hours in one category. */
export function treatmentOf(
  input: {
    stateSlug: string;
    format: DeliveryFormat;
    category: CreditCategory;
    newlyAdmitted: boolean;
    /** ISO date of the completion. */
    on: string;
  },
  book: FormatRulesBook = FORMAT_RULES,
): { treatment: FormatTreatment; rule: FormatCreditRule | null } {
  const version = formatRulesInForce(input.stateSlug, input.on, book);
  const rule =
    version?.rules.find(
      (candidate) =>
        candidate.format === input.format &&
        (candidate.audience === "everyone" || input.newlyAdmitted) &&
        (candidate.categories === "all" || candidate.categories.includes(input.category)),
    ) ?? null;
  return { treatment: rule?.treatment.value ?? "counts", rule };
}
