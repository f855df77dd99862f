import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";

/**
 * The date of birth the credit tracker asks for where a state assigns
 * reporting periods by it (New York, Texas, New Jersey). ISO date, or null to
 * remove it. Returns false when there is no profile.
 */
export async function saveBirthDate(
  db: Database,
  uid: string,
  birthDate: string | null,
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(userProfiles)
    .set({ birthDate, updatedAt: now })
    .where(eq(userProfiles.uid, uid))
    .returning({ uid: userProfiles.uid });
  return updated.length > 0;
}
