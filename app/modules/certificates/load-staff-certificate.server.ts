import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { certificates } from "~/db/schema/certificates";
import { getCertificate } from "./get-certificate.server";

const versionFields = {
  id: certificates.id,
  version: certificates.version,
  issuedAt: certificates.issuedAt,
  attorneyName: certificates.attorneyName,
  supersedesId: certificates.supersedesId,
  supersededAt: certificates.supersededAt,
  supersededReason: certificates.supersededReason,
  revokedAt: certificates.revokedAt,
  revocationReason: certificates.revocationReason,
};

/**
 * A certificate as staff see it: everything it says, its holder (null once
 * the account is closed), and every version of it (the first issue and each
 * re-issue, oldest first). Null for an unknown number.
 */
export async function loadStaffCertificate(db: Database, typedId: string) {
  const certificate = await getCertificate(db, typedId);
  if (!certificate) return null;
  const uid = certificate.uid;
  const [holder, versions] = await Promise.all([
    uid
      ? db
          .select({ id: user.id, name: user.name, email: user.email })
          .from(user)
          .where(eq(user.id, uid))
          .then((rows) => rows[0] ?? null)
      : null,
    listVersions(db, certificate),
  ]);
  return { certificate, holder, versions };
}

/** How many re-issues a line is followed through: far more than any certificate has. */
const MAX_VERSIONS = 100;

/**
 * The versions of a certificate's line, oldest first, followed through
 * `supersedes_id` both ways (not by account: a closed account's
 * certificates have none).
 */
async function listVersions(db: Database, certificate: { id: string }) {
  const read = (where: ReturnType<typeof eq>) =>
    db
      .select(versionFields)
      .from(certificates)
      .where(where)
      .then((rows) => rows[0] ?? null);
  const self = await read(eq(certificates.id, certificate.id));
  if (!self) return [];
  const versions = [self];
  for (let older = self; older.supersedesId && versions.length < MAX_VERSIONS; ) {
    const row = await read(eq(certificates.id, older.supersedesId));
    if (!row) break;
    versions.unshift(row);
    older = row;
  }
  for (let newer = self; versions.length < MAX_VERSIONS; ) {
    const row = await read(eq(certificates.supersedesId, newer.id));
    if (!row) break;
    versions.push(row);
    newer = row;
  }
  return versions;
}
