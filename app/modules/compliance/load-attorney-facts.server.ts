// What the tracker knows of the attorney to work out periods: the last name,
// the date of birth and the bar admissions.

import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { listBarAdmissions } from "~/modules/accounts/bar-admissions.server";
import type { AttorneyFacts } from "~/modules/compliance/compute-period";

type TrackerFacts = {
  /** Whether the account has a profile (the date of birth is saved there). */
  exists: boolean;
  lastName: string | null;
  birthDate: string | null;
  /** The state chosen at sign-up (a slug, or "other"); null without a profile. */
  state: string | null;
  admissions: Awaited<ReturnType<typeof listBarAdmissions>>;
};

export async function loadAttorneyFacts(db: Database, uid: string): Promise<TrackerFacts> {
  // The account's name and its profile in one statement.
  const [[row], admissions] = await Promise.all([
    preparedQuery(db, "attorney_facts", () =>
      db
        .select({
          name: user.name,
          hasProfile: sql<boolean>`${userProfiles.uid} is not null`,
          lastName: userProfiles.lastName,
          birthDate: userProfiles.birthDate,
          state: userProfiles.state,
        })
        .from(user)
        .leftJoin(userProfiles, eq(userProfiles.uid, user.id))
        .where(eq(user.id, sql.placeholder("uid")))
        .limit(1)
        .prepare("attorney_facts"),
    ).execute({ uid }),
    listBarAdmissions(db, uid),
  ]);
  // Without a profile, the account's name gives the last name (its last word).
  const fallbackLastName = row?.name.trim().split(/\s+/).at(-1) ?? null;
  return {
    exists: row?.hasProfile === true,
    lastName: row?.lastName ?? fallbackLastName,
    birthDate: row?.birthDate ?? null,
    state: row?.state ?? null,
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
