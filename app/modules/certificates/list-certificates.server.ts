import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { states } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";

/** The attorney's certificates, newest first (the dashboard). */
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
      })
      .from(certificates)
      .innerJoin(states, eq(states.slug, certificates.stateSlug))
      .where(eq(certificates.uid, sql.placeholder("uid")))
      .orderBy(desc(certificates.issuedAt), asc(states.position))
      .prepare("list_certificates"),
  ).execute({ uid });
}
