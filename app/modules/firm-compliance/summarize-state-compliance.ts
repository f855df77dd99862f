// One state of the credit tracker as the firm view shows it. Pure.

import type { StateTracker } from "~/modules/credit-tracker/credit-tracker-types";
import type { RequirementProgress } from "~/modules/credit-tracker/period-evaluation-types";
import type { CategoryProgress, MemberStateCompliance } from "./firm-compliance-types";
import { judgeStateStatus } from "./judge-member-status";

function flatten(items: readonly RequirementProgress[]): RequirementProgress[] {
  return items.flatMap((item) => [item, ...flatten(item.within)]);
}

/** The total, then each requirement (by category) of the judged period. */
function categoryProgress(state: StateTracker): CategoryProgress[] {
  const evaluation = state.evaluation;
  if (!evaluation) return [];
  return [
    {
      label: "Total",
      earned: evaluation.total.counted,
      required: evaluation.total.required,
      missing: evaluation.total.missing,
    },
    ...flatten(evaluation.requirements).map((item) => ({
      label: item.label,
      earned: item.counted,
      required: item.required,
      missing: item.missing,
    })),
  ];
}

export function summarizeStateCompliance(state: StateTracker): MemberStateCompliance {
  const evaluation = state.evaluation;
  return {
    slug: state.slug,
    name: state.name,
    deadline: state.judged?.endsOn ?? null,
    daysLeft: evaluation?.deadline.daysLeft ?? null,
    counted: evaluation?.total.counted ?? null,
    required: evaluation?.total.required ?? null,
    stillNeeded: evaluation?.hoursStillNeeded ?? null,
    categories: categoryProgress(state),
    status: judgeStateStatus({
      evaluated: evaluation !== null,
      daysLeft: evaluation?.deadline.daysLeft ?? null,
      complete: evaluation?.complete ?? false,
    }),
  };
}
