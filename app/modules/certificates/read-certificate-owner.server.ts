import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";

/**
 * Where a certificate's mail goes: the account's current address, and the
 * name to greet; null once the account is closed.
 */
export async function readCertificateOwner(
  db: Database,
  uid: string | null,
): Promise<{ uid: string; email: string; name: string } | null> {
  if (!uid) return null;
  const [owner] = await db
    .select({ email: user.email, accountName: user.name, firstName: userProfiles.firstName })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.uid, user.id))
    .where(eq(user.id, uid))
    .limit(1);
  return owner ? { uid, email: owner.email, name: owner.firstName ?? owner.accountName } : null;
}
