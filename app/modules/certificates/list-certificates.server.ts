import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { states } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { isLatestVersion } from "./current-certificates.server";

/**
 * The attorney's certificates, newest first (the dashboard): the latest
 * version of each; a revoked one is listed as revoked.
 */
export function listCertificates(db: Database, uid: string) {
  return preparedQuery(db, "list_certificates", () =>
    db
      .select({
        id: certificates.id,
        courseId: certificates.courseId,
        courseTitle: certificates.courseTitle,
        stateSlug: certificates.stateSlug,
        stateName: states.name,
        approvalStatus: certificates.approvalStatus,
        completedOn: certificates.completedOn,
        credits: certificates.credits,
        issuedAt: certificates.issuedAt,
        revokedAt: certificates.revokedAt,
      })
      .from(certificates)
      .innerJoin(states, eq(states.slug, certificates.stateSlug))
      .where(and(eq(certificates.uid, sql.placeholder("uid")), isLatestVersion))
      .orderBy(desc(certificates.issuedAt), asc(states.position))
      .prepare("list_certificates"),
  ).execute({ uid });
}
