import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import { isLatestVersion } from "./current-certificates.server";

/**
 * The latest version of a certificate's line (the same attorney, course and
 * state: re-issues never change them), perhaps revoked; null if none.
 */
export async function findCurrentVersion(
  db: Database,
  certificate: { uid: string; courseId: string; stateSlug: string },
): Promise<{ id: string; revokedAt: Date | null } | null> {
  const [current] = await db
    .select({ id: certificates.id, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(
      and(
        eq(certificates.uid, certificate.uid),
        eq(certificates.courseId, certificate.courseId),
        eq(certificates.stateSlug, certificate.stateSlug),
        isLatestVersion,
      ),
    );
  return current ?? null;
}
