import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import { printedCertificateId } from "./certificate-id.server";
import { findCurrentVersion } from "./find-current-version.server";

export type LockedRefusal =
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "superseded"; currentId: string | null }
  | { ok: false; reason: "revoked" };

/**
 * A certificate staff are about to change, its row locked for the caller's
 * transaction; refused unless it is the latest version and not revoked. A
 * second change waiting on the lock reads the row as the first left it.
 */
export async function lockCertificate(
  tx: Database,
  typedId: string,
): Promise<{ ok: true; certificate: typeof certificates.$inferSelect } | LockedRefusal> {
  const id = printedCertificateId(typedId);
  if (!id) return { ok: false, reason: "not-found" };
  const [certificate] = await tx
    .select()
    .from(certificates)
    .where(eq(certificates.id, id))
    .for("update");
  if (!certificate) return { ok: false, reason: "not-found" };
  if (certificate.supersededAt) {
    const current = await findCurrentVersion(tx, certificate);
    return { ok: false, reason: "superseded", currentId: current?.id ?? null };
  }
  if (certificate.revokedAt) return { ok: false, reason: "revoked" };
  return { ok: true, certificate };
}
