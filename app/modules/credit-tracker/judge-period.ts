// A recorded period judged by its state's rules, for the tracker page and the
// deadline reminders. Pure.

import { stateRules } from "~/content/state-rules";
import type { StateRules } from "~/content/state-rules/types";
import { findState } from "~/content/states";
import { formatLongDate } from "~/lib/format";
import { evaluatePeriod } from "~/modules/credit-tracker/evaluate-period";
import type {
  EarnedCredit,
  PeriodEvaluation,
} from "~/modules/credit-tracker/period-evaluation-types";

/** The rules of a state the tracker follows (every approved state has them). */
export function requireStateRules(slug: string): StateRules {
  const rules = stateRules(slug);
  if (!rules) throw new Error(`No rules recorded for ${slug}`);
  return rules;
}

/**
 * Judges a period by the rules in force on its last day; a RangeError (no
 * rules recorded for it) becomes a message for the attorney.
 */
export function judgePeriod(
  stateSlug: string,
  period: { startsOn: string; endsOn: string; carriedIn: number },
  credits: EarnedCredit[],
  today: string,
): { evaluation: PeriodEvaluation; problem: null } | { evaluation: null; problem: string } {
  const rules = requireStateRules(stateSlug);
  try {
    return {
      evaluation: evaluatePeriod({
        rules,
        period: { startsOn: period.startsOn, endsOn: period.endsOn },
        credits,
        carriedIn: period.carriedIn,
        today,
      }),
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const name = findState(stateSlug)?.name ?? stateSlug;
    return {
      evaluation: null,
      problem: `No ${name} rules are recorded for a period ending ${formatLongDate(period.endsOn)}, so it cannot be checked. Check the dates, or the rules with the ${rules.regulator.value}.`,
    };
  }
}
