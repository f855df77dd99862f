import type { Database } from "~/db/client.server";
import { getProfile } from "./get-profile.server";

/** An account's name split at its first space: "Ada King Lovelace" is Ada, King Lovelace. */
export function splitAccountName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.split(" ");
  return { firstName, lastName: rest.join(" ") };
}

/**
 * The details forms start from (spec §3): the profile's, or, for an account
 * without a profile, its name split in two, its address and no state.
 */
export async function getProfileDetails(
  db: Database,
  account: { id: string; name: string; email: string },
): Promise<{ firstName: string; lastName: string; email: string; state: string; phone?: string }> {
  const profile = await getProfile(db, account.id);
  if (!profile) return { ...splitAccountName(account.name), email: account.email, state: "" };
  const { firstName, lastName, email, state, phone } = profile;
  return { firstName, lastName, email, state, ...(phone === undefined ? {} : { phone }) };
}
