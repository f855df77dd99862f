import { and, isNull } from "drizzle-orm";
import { certificates } from "~/db/schema/certificates";

// Which certificates count (docs/decisions/0025-certificate-versions.md). A
// re-issue replaces a certificate with its next version; a revoked one stays
// in its place but no longer proves anything.

/** The latest version of each certificate (a revoked one included). */
export const isLatestVersion = isNull(certificates.supersededAt);

/** What counts: the latest version, not revoked (credits, rosters, approvals). */
export const isValidCertificate = and(
  isNull(certificates.supersededAt),
  isNull(certificates.revokedAt),
);
