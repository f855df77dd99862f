import { stateRules } from "~/content/state-rules";
import type { Database } from "~/db/client.server";
import { parseDay } from "~/lib/iso-dates";
import { TRACKER_MESSAGES } from "~/modules/credit-tracker/credit-tracker-fields";
import {
  type PeriodWrite,
  saveReportingPeriod,
} from "~/modules/credit-tracker/save-reporting-period.server";
import { periodFromCycleEnd } from "~/modules/credit-tracker/suggest-period";

/** Florida and Washington: the cycle the regulator assigned, from its last day. */
export async function saveAssignedCycle(
  db: Database,
  uid: string,
  stateSlug: string,
  cycleEnd: string,
): Promise<PeriodWrite> {
  const rules = stateRules(stateSlug);
  if (!rules || !parseDay(cycleEnd)) {
    return { ok: false, status: 400, field: null, message: TRACKER_MESSAGES.chooseState };
  }
  const period = periodFromCycleEnd(rules, cycleEnd);
  return saveReportingPeriod(db, uid, { stateSlug, ...period });
}
