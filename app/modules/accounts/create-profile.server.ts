import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";

/** What a profile holds besides its dates (spec §3). */
export type ProfileFields = {
  firstName: string;
  lastName: string;
  email: string;
  state: string;
  phone?: string | undefined;
};

/**
 * Creates the profile with createdAt and updatedAt both set now; an undefined
 * phone is left out. False when the account already has one (made meanwhile
 * by another request): nothing is written then.
 */
export async function createProfile(
  db: Database,
  uid: string,
  fields: ProfileFields,
  now = new Date(),
): Promise<boolean> {
  const created = await db
    .insert(userProfiles)
    .values({
      uid,
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      state: fields.state,
      ...(fields.phone === undefined ? {} : { phone: fields.phone }),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: userProfiles.uid })
    .returning({ uid: userProfiles.uid });
  return created.length > 0;
}
