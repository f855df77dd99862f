// What the tracker knows of the attorney to work out periods: the last name,
// the date of birth and the bar admissions.

import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { listBarAdmissions } from "~/modules/accounts/bar-admissions.server";
import type { AttorneyFacts } from "~/modules/compliance/compute-period";

type TrackerFacts = {
  /** Whether the account has a profile (the date of birth is saved there). */
  exists: boolean;
  lastName: string | null;
  birthDate: string | null;
  admissions: Awaited<ReturnType<typeof listBarAdmissions>>;
};

export async function loadAttorneyFacts(db: Database, uid: string): Promise<TrackerFacts> {
  const [profileRows, userRows, admissions] = await Promise.all([
    db
      .select({ lastName: userProfiles.lastName, birthDate: userProfiles.birthDate })
      .from(userProfiles)
      .where(eq(userProfiles.uid, uid))
      .limit(1),
    db.select({ name: user.name }).from(user).where(eq(user.id, uid)).limit(1),
    listBarAdmissions(db, uid),
  ]);
  const profile = profileRows[0];
  // Without a profile, the account's name gives the last name (its last word).
  const fallbackLastName = userRows[0]?.name.trim().split(/\s+/).at(-1) ?? null;
  return {
    exists: profile !== undefined,
    lastName: profile?.lastName ?? fallbackLastName,
    birthDate: profile?.birthDate ?? null,
    admissions,
  };
}

/** The facts a state's period rule reads: the admission is that state's. */
export function factsInState(facts: TrackerFacts, stateSlug: string): AttorneyFacts {
  return {
    lastName: facts.lastName,
    birthDate: facts.birthDate,
    admittedOn: facts.admissions.find((row) => row.state === stateSlug)?.admittedOn ?? null,
  };
}
