import { stateRules } from "~/content/state-rules";
import type { Database } from "~/db/client.server";
import { TRACKER_MESSAGES } from "~/modules/credit-tracker/credit-tracker-fields";
import {
  factsInState,
  loadAttorneyFacts,
} from "~/modules/credit-tracker/load-attorney-facts.server";
import {
  type PeriodWrite,
  saveReportingPeriod,
} from "~/modules/credit-tracker/save-reporting-period.server";
import { suggestPeriod } from "~/modules/credit-tracker/suggest-period";
import { type TrackerClock, trackerDay } from "~/modules/credit-tracker/tracker-clock";

/** Records the period the state's rule gives this attorney today (worked out again here). */
export async function acceptSuggestedPeriod(
  db: Database,
  uid: string,
  stateSlug: string,
  clock: TrackerClock = new Date(),
): Promise<PeriodWrite> {
  const rules = stateRules(stateSlug);
  if (!rules) return { ok: false, status: 400, field: null, message: TRACKER_MESSAGES.chooseState };
  const suggestion = suggestPeriod(
    rules,
    factsInState(await loadAttorneyFacts(db, uid), stateSlug),
    trackerDay(stateSlug, clock),
  );
  if (!suggestion.ok) {
    return { ok: false, status: 400, field: null, message: TRACKER_MESSAGES.suggestionUnavailable };
  }
  return saveReportingPeriod(db, uid, {
    stateSlug,
    startsOn: suggestion.startsOn,
    endsOn: suggestion.endsOn,
  });
}
