import type { Database } from "~/db/client.server";
import { addBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { TRACKER_MESSAGES } from "~/modules/credit-tracker/credit-tracker-fields";

/**
 * Adds a state to the tracker with the attorney's bar admission there; a
 * state whose admission is recorded already is refused beside the state field.
 */
export async function addTrackedState(
  db: Database,
  uid: string,
  admission: { state: string; barNumber: string; admittedOn: string | null },
): Promise<{ ok: true } | { ok: false; field: "state"; message: string }> {
  const outcome = await addBarAdmission(db, uid, admission);
  return outcome === "added"
    ? { ok: true }
    : { ok: false, field: "state", message: TRACKER_MESSAGES.alreadyTracked };
}
