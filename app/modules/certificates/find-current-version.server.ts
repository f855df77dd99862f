import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";

/** How many re-issues a line is followed through: far more than any certificate has. */
const MAX_VERSIONS = 100;

/**
 * The latest version of a certificate's line, perhaps revoked; null if none.
 * The line is followed through `supersedes_id`, not the account: a closed
 * account's certificates have no account to group them by.
 */
export async function findCurrentVersion(
  db: Database,
  certificate: { id: string },
): Promise<{ id: string; revokedAt: Date | null } | null> {
  let current: { id: string; revokedAt: Date | null } | null = null;
  let id = certificate.id;
  for (let step = 0; step < MAX_VERSIONS; step += 1) {
    const [row] = await db
      .select({ id: certificates.id, revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(step === 0 ? eq(certificates.id, id) : eq(certificates.supersedesId, id));
    if (!row) return current;
    current = row;
    id = row.id;
  }
  return current;
}
