import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";
import type { ProfileFields } from "./create-profile.server";

/** Spec §3/§4: drops fields whose value is undefined (and so an undefined phone). */
function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * Partial update (spec §4/§7): undefined fields are dropped, `null` clears the
 * phone, updatedAt is refreshed. Returns false when there is no profile.
 */
export async function updateProfile(
  db: Database,
  uid: string,
  fields: Partial<Omit<ProfileFields, "phone">> & { phone?: string | null | undefined },
  now = new Date(),
): Promise<boolean> {
  const changes = definedOnly(fields);
  const updated = await db
    .update(userProfiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(userProfiles.uid, uid))
    .returning({ uid: userProfiles.uid });
  return updated.length > 0;
}
