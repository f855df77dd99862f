// Credits, requirements and periods for the rules engine's unit tests.

import type { CreditCategory, Requirement, StateRules } from "~/content/state-rules";
import { stateRules } from "~/content/state-rules";
import type {
  EarnedCredit,
  PeriodEvaluation,
  RequirementProgress,
} from "~/modules/credit-tracker/period-evaluation-types";
import { periodFromCycleEnd, suggestPeriod } from "~/modules/credit-tracker/suggest-period";

export function rulesOf(slug: string): StateRules {
  const rules = stateRules(slug);
  if (!rules) throw new Error(`no rules for ${slug}`);
  return rules;
}

let serial = 0;
export function credit(
  completedOn: string,
  hours: Partial<Record<CreditCategory, number>>,
  format: EarnedCredit["format"] = "live",
  source: EarnedCredit["source"] = "course",
  accredited = true,
): EarnedCredit {
  serial += 1;
  return {
    id: `c${serial}`,
    title: `Course ${serial}`,
    completedOn,
    format,
    accredited,
    hours,
    source,
  };
}

export function requirement(evaluation: PeriodEvaluation, id: string): RequirementProgress {
  const all = (items: RequirementProgress[]): RequirementProgress[] =>
    items.flatMap((item) => [item, ...all(item.within)]);
  const found = all(evaluation.requirements).find((item) => item.id === id);
  if (!found) throw new Error(`no requirement ${id}`);
  return found;
}

export function check<K extends PeriodEvaluation["formatChecks"][number]["kind"]>(
  evaluation: PeriodEvaluation,
  kind: K,
): Extract<PeriodEvaluation["formatChecks"][number], { kind: K }> {
  const found = evaluation.formatChecks.find((item) => item.kind === kind);
  if (!found) throw new Error(`no ${kind} check`);
  return found as Extract<PeriodEvaluation["formatChecks"][number], { kind: K }>;
}

/** Hours that meet each requirement exactly: inner ones first, the rest of the outer one after. */
export function exactHours(list: Requirement[]): { category: CreditCategory; hours: number }[] {
  return list.flatMap((item) => {
    const inner = item.within ?? [];
    const innerCategories = new Set(inner.flatMap((child) => child.categories));
    const rest = item.minHours - inner.reduce((total, child) => total + child.minHours, 0);
    const category =
      item.categories.find((candidate) => !innerCategories.has(candidate)) ?? item.categories[0];
    if (!category) throw new Error(`${item.id} has no category`);
    return [...exactHours(inner), ...(rest > 0 ? [{ category, hours: rest }] : [])];
  });
}

const FACTS = { lastName: "Adams", birthDate: "1980-04-10", admittedOn: "2010-06-15" };
export const TODAY = "2026-11-22";

export function currentPeriod(rules: StateRules): { startsOn: string; endsOn: string } {
  const suggestion = suggestPeriod(rules, FACTS, TODAY);
  return suggestion.ok ? suggestion : periodFromCycleEnd(rules, "2027-12-31");
}
