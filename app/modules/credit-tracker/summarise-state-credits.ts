// A state's credits on the tracker page grow with every course the attorney
// ever took: the card shows the first few (those counted in the judged period
// first) with a summary of them all, and the state's own credits pages list
// the rest (decision 0079's amendment).

import { fromHundredths, toHundredths } from "~/lib/hours";
import type {
  StateCreditSummary,
  StateTracker,
  TrackerCredit,
} from "~/modules/credit-tracker/credit-tracker-types";
import type {
  PeriodEvaluation,
  RequirementProgress,
} from "~/modules/credit-tracker/period-evaluation-types";

/** How many credits (and pending credits) a state's card lists. */
export const CARD_CREDIT_COUNT = 10;

/** Where a state's credits are listed in full, a page at a time. */
export function stateCreditsPath(slug: string): string {
  return `/dashboard/credits/${slug}`;
}

function tally(credits: readonly TrackerCredit[]) {
  return {
    count: credits.length,
    hours: fromHundredths(
      credits.reduce((sum, credit) => sum + toHundredths(credit.totalHours), 0),
    ),
  };
}

/**
 * The credits in the card's and the pages' order: those counted in the
 * judged period first, then the others, newest first within each.
 */
export function orderStateCredits(credits: readonly TrackerCredit[]): TrackerCredit[] {
  return [...credits.filter((credit) => credit.inPeriod), ...credits.filter((c) => !c.inPeriod)];
}

/** How many credits and hours a state has, in the judged period and in each other period. */
export function summariseStateCredits(
  tracker: Pick<StateTracker, "credits" | "periods" | "judged" | "pending">,
): StateCreditSummary {
  const { credits, judged } = tracker;
  return {
    all: tally(credits),
    inPeriod: tally(credits.filter((credit) => credit.inPeriod)),
    otherPeriods: tracker.periods
      .filter((period) => period.id !== judged?.id)
      .map((period) => ({
        ...period,
        ...tally(
          credits.filter(
            (credit) =>
              credit.completedOn >= period.startsOn && credit.completedOn <= period.endsOn,
          ),
        ),
      })),
    pending: tracker.pending.length,
  };
}

/** The evaluation without the lists of credit ids (the page never shows them). */
function withoutCreditIds(evaluation: PeriodEvaluation): PeriodEvaluation {
  const requirement = (item: RequirementProgress): RequirementProgress => ({
    ...item,
    creditIds: [],
    within: item.within.map(requirement),
  });
  return {
    ...evaluation,
    requirements: evaluation.requirements.map(requirement),
    formatChecks: evaluation.formatChecks.map((check) =>
      check.kind === "no-self-study-for" ? { ...check, creditIds: [] } : check,
    ),
    creditIdsInPeriod: [],
    creditIdsOutsidePeriod: [],
  };
}

/**
 * A state as its card shows it: the progress in full, the first credits and
 * pending credits (`creditSummary` tells of them all).
 */
export function cutStateCredits(tracker: StateTracker): StateTracker {
  return {
    ...tracker,
    evaluation: tracker.evaluation ? withoutCreditIds(tracker.evaluation) : null,
    credits: orderStateCredits(tracker.credits).slice(0, CARD_CREDIT_COUNT),
    pending: tracker.pending.slice(0, CARD_CREDIT_COUNT),
  };
}
