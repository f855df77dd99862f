import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";

/** The profile with its dates, or null when there is none (spec §7 Get profile). */
export async function getProfile(db: Database, uid: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.uid, uid)).limit(1);
  if (!row) return null;
  const { phone, ...rest } = row;
  return {
    ...rest,
    ...(phone === null ? {} : { phone }),
    // Spec §3: reads use the current date when a timestamp is missing.
    createdAt: row.createdAt ?? new Date(),
    updatedAt: row.updatedAt ?? new Date(),
  };
}
