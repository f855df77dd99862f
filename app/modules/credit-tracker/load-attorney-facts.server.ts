// What the tracker knows of the attorney to work out periods: the last name,
// the date of birth and the bar admissions.

import type { Database } from "~/db/client.server";
import type { AttorneyFacts } from "~/modules/credit-tracker/compute-period";
import {
  type BarAdmissionRow,
  readTrackerRecords,
  type TrackerRecords,
} from "~/modules/credit-tracker/read-tracker-records.server";

export type TrackerFacts = {
  /** Whether the account has a profile (the date of birth is saved there). */
  exists: boolean;
  lastName: string | null;
  birthDate: string | null;
  /** The state chosen at sign-up (a slug, or "other"); null without a profile. */
  state: string | null;
  admissions: BarAdmissionRow[];
};

/** The facts out of the tracker's records (read once with everything else it needs). */
export function trackerFacts(records: TrackerRecords): TrackerFacts {
  // Without a profile, the account's name gives the last name (its last word).
  const fallbackLastName = records.name?.trim().split(/\s+/).at(-1) ?? null;
  return {
    exists: records.hasProfile,
    lastName: records.lastName ?? fallbackLastName,
    birthDate: records.birthDate,
    state: records.state,
    admissions: records.admissions,
  };
}

export async function loadAttorneyFacts(db: Database, uid: string): Promise<TrackerFacts> {
  return trackerFacts(await readTrackerRecords(db, uid));
}

/** The facts a state's period rule reads: the admission is that state's. */
export function factsInState(facts: TrackerFacts, stateSlug: string): AttorneyFacts {
  return {
    lastName: facts.lastName,
    birthDate: facts.birthDate,
    admittedOn: facts.admissions.find((row) => row.state === stateSlug)?.admittedOn ?? null,
  };
}
