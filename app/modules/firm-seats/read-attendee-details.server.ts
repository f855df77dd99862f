import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";

export type AttendeeDetails = { firstName: string; lastName: string; email: string; state: string };

/** A person's details as an order or a registration keeps them: their profile, else their account. */
export async function readAttendeeDetails(
  db: Pick<Database, "select">,
  uid: string,
): Promise<AttendeeDetails> {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      state: userProfiles.state,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.uid, user.id))
    .where(eq(user.id, uid));
  if (!row) throw new Error(`user ${uid} does not exist`);
  const [first = row.name, ...rest] = row.name.split(" ");
  return {
    firstName: row.firstName ?? first,
    lastName: row.lastName ?? rest.join(" "),
    email: row.email,
    state: row.state ?? "other",
  };
}
