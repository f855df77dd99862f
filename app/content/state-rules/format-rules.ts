import { categoryLabel } from "../credit-categories";
import { STATE_RULES } from "./data";
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

/**
 * The state's self-study limit in force on a day, from the attorneys' rules
 * (data.ts), as a sentence; null where the state has none.
 */
export function selfStudyLimitText(stateSlug: string, on: string): string | null {
  const rules = STATE_RULES.find((state) => state.slug === stateSlug);
  const formats = (rules ? versionInForce(rules, on) : null)?.formats.value ?? [];
  const caps = formats.flatMap((rule) => (rule.kind === "max-self-study" ? [rule.hours] : []));
  if (caps.length === 0) return null;
  const hours = Math.min(...caps);
  const limit = `At most ${hours} ${hours === 1 ? "hour" : "hours"} of self-study count in a reporting period`;
  const excluded = formats.flatMap((rule) =>
    rule.kind === "no-self-study-for" ? rule.categories : [],
  );
  return excluded.length > 0
    ? `${limit}, and none toward ${excluded.map((category) => categoryLabel(category, stateSlug).toLowerCase()).join(", ")}.`
    : `${limit}.`;
}

/**
 * What a certificate says of the state's rule on its format, for anyone who
 * reads it (Missouri: on demand counts only as self-study); null where no
 * rule for every attorney covers it. Rules for some attorneys only (New
 * York's newly admitted) are the tracker's: a certificate records attendance.
 */
export function certificateFormatLine(
  stateSlug: string,
  format: "live" | "self-study",
  completedOn: string,
): string | null {
  const version = formatRulesInForce(stateSlug, completedOn);
  const rule = version?.rules.find(
    (candidate) =>
      candidate.audience === "everyone" &&
      candidate.format === (format === "live" ? "live-webcast" : "on-demand") &&
      candidate.treatment.value !== "counts",
  );
  if (!rule) return null;
  const limit =
    rule.treatment.value === "self-study" ? selfStudyLimitText(stateSlug, completedOn) : null;
  return limit ? `${rule.treatment.text} ${limit}` : rule.treatment.text;
}
