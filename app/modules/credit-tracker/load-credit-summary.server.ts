// The dashboard's view of the credit tracker: one line per tracked state.

import type { Database } from "~/db/client.server";
import type { AccountRead } from "~/modules/accounts/read-account-cached.server";
import type { CreditSummaryLine } from "~/modules/credit-tracker/credit-tracker-types";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import type { PeriodEvaluation } from "~/modules/credit-tracker/period-evaluation-types";
import type { TrackerClock } from "~/modules/credit-tracker/tracker-clock";

/** Unmet requirements (innermost included), with the hours each still needs. */
function missingRequirements(evaluation: PeriodEvaluation): { label: string; hours: number }[] {
  const lines: { label: string; hours: number }[] = [];
  const walk = (items: PeriodEvaluation["requirements"]) => {
    for (const item of items) {
      if (item.missing > 0) lines.push({ label: item.label, hours: item.missing });
      walk(item.within);
    }
  };
  walk(evaluation.requirements);
  return lines;
}

/**
 * One compact line per tracked state, for the dashboard, and whether the
 * attorney has entered any bar admission (read with them: no second query).
 */
export async function loadCreditSummary(
  db: Database,
  uid: string,
  clock: TrackerClock = new Date(),
  read?: AccountRead,
): Promise<{ lines: CreditSummaryLine[]; hasBarAdmissions: boolean }> {
  const tracker = await loadCreditTracker(db, uid, clock, read, { creditLists: false });
  const lines = tracker.states.map((state): CreditSummaryLine => {
    const evaluation = state.evaluation;
    if (!state.judged || !evaluation) {
      return {
        slug: state.slug,
        name: state.name,
        periodEndsOn: state.judged?.endsOn ?? null,
        daysLeft: null,
        counted: null,
        required: null,
        stillNeeded: null,
        missing: [],
        complete: false,
        status: state.judged ? "no-rules" : "no-period",
      };
    }
    return {
      slug: state.slug,
      name: state.name,
      periodEndsOn: state.judged.endsOn,
      daysLeft: evaluation.deadline.daysLeft,
      counted: evaluation.total.counted,
      required: evaluation.total.required,
      stillNeeded: evaluation.hoursStillNeeded,
      missing: missingRequirements(evaluation),
      complete: evaluation.complete,
      status: "tracking",
    };
  });
  return { lines, hasBarAdmissions: tracker.states.some((state) => state.admission !== null) };
}
