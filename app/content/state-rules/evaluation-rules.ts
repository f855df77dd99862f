import {
  DEFAULT_EVALUATION_RETENTION_YEARS,
  EVALUATION_RULES,
  type EvaluationRules,
  type EvaluationRuleVersion,
  noEvaluationRule,
} from "./evaluation-rules-data";
import { versionInForce } from "./version-in-force";

// Looking up a state's evaluation rule on a day. The data, versioned and
// sourced, is in evaluation-rules-data.ts.

export type * from "./evaluation-rules-data";
export { DEFAULT_EVALUATION_RETENTION_YEARS, EVALUATION_RULES } from "./evaluation-rules-data";

/** Every state's evaluation rules: the data, or (in tests) the data with a rule change. */
export type EvaluationRuleBook = readonly EvaluationRules[];

/** A state's rules; a state the research has nothing on has none. */
export function evaluationRules(
  slug: string,
  book: EvaluationRuleBook = EVALUATION_RULES,
): EvaluationRules {
  return book.find((state) => state.slug === slug) ?? noEvaluationRule(slug, slug);
}

/** The version in force on a day; before the first version, the first. */
export function evaluationRuleInForce(
  slug: string,
  on: Date | string,
  book: EvaluationRuleBook = EVALUATION_RULES,
): EvaluationRuleVersion {
  const rules = evaluationRules(slug, book);
  const first = rules.versions[0];
  if (!first) throw new Error(`${slug} has no evaluation rule version`);
  return versionInForce(rules, on) ?? first;
}

/** The states, among these, whose rule in force on the day requires the evaluation before the certificate. */
export function statesRequiringEvaluation(
  slugs: Iterable<string>,
  on: Date | string,
  book: EvaluationRuleBook = EVALUATION_RULES,
): string[] {
  return [...new Set(slugs)].filter(
    (slug) => evaluationRuleInForce(slug, on, book).duty.value === "required",
  );
}

/**
 * Years an evaluation given for a completion on `on` by an attendee of these
 * states is kept: the longest period of those states whose rule asks for an
 * evaluation (required or offered); the default where such a state gives no
 * period, or where no state of theirs asks at all.
 */
export function evaluationRetentionYears(
  slugs: Iterable<string>,
  on: Date | string,
  book: EvaluationRuleBook = EVALUATION_RULES,
): number {
  let years = 0;
  for (const slug of new Set(slugs)) {
    const rule = evaluationRuleInForce(slug, on, book);
    if (rule.duty.value === "none") continue;
    years = Math.max(years, rule.retentionYears.value ?? DEFAULT_EVALUATION_RETENTION_YEARS);
  }
  return years === 0 ? DEFAULT_EVALUATION_RETENTION_YEARS : years;
}

/** Whether any of these states wants a summary of the results sent to each speaker. */
export function speakerSummaryStates(
  slugs: Iterable<string>,
  on: Date | string,
  book: EvaluationRuleBook = EVALUATION_RULES,
): string[] {
  return [...new Set(slugs)].filter(
    (slug) => evaluationRuleInForce(slug, on, book).speakerSummary.value,
  );
}
