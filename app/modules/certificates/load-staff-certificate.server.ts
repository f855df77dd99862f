import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { certificates } from "~/db/schema/certificates";
import { getCertificate } from "./get-certificate.server";

/**
 * A certificate as staff see it: everything it says, its holder, and every
 * version of it (the first issue and each re-issue, oldest first). Null for
 * an unknown number.
 */
export async function loadStaffCertificate(db: Database, typedId: string) {
  const certificate = await getCertificate(db, typedId);
  if (!certificate) return null;
  const [holder, versions] = await Promise.all([
    db
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, certificate.uid))
      .then((rows) => rows[0] ?? null),
    db
      .select({
        id: certificates.id,
        version: certificates.version,
        issuedAt: certificates.issuedAt,
        attorneyName: certificates.attorneyName,
        supersededAt: certificates.supersededAt,
        supersededReason: certificates.supersededReason,
        revokedAt: certificates.revokedAt,
        revocationReason: certificates.revocationReason,
      })
      .from(certificates)
      .where(
        and(
          eq(certificates.uid, certificate.uid),
          eq(certificates.courseId, certificate.courseId),
          eq(certificates.stateSlug, certificate.stateSlug),
        ),
      )
      .orderBy(asc(certificates.version)),
  ]);
  return { certificate, holder, versions };
}
