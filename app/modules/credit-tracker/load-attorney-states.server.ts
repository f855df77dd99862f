// Where an attorney practises, as the format rules' notices need it: the bar
// admissions (with their days, which say who is newly admitted) and the state
// chosen at sign-up. One statement.

import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jsonList } from "~/db/json-list";
import { barAdmissions, userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import type { AttorneyStates } from "~/modules/credit-tracker/describe-format-restrictions";

export async function loadAttorneyStates(db: Database, uid: string): Promise<AttorneyStates> {
  const [row] = await db
    .select({
      homeState: userProfiles.state,
      admissions: jsonList(
        sql`json_build_object('state', ${barAdmissions.state}, 'admittedOn', ${barAdmissions.admittedOn}) order by ${barAdmissions.state}`,
        sql`from ${barAdmissions} where ${barAdmissions.uid} = ${user.id}`,
      ),
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.uid, user.id))
    .where(eq(user.id, uid))
    .limit(1);
  if (!row) return { admissions: [], homeState: null };
  return {
    homeState: row.homeState,
    admissions: JSON.parse(row.admissions) as AttorneyStates["admissions"],
  };
}
