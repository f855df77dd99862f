import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions, states } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { printedCertificateId } from "./certificate-id.server";

/**
 * One certificate with its state's name, by its number (as printed or typed),
 * or null: for the public verification page, the PDF and the e-mails.
 */
export async function getCertificate(db: Database, typedId: string) {
  const id = printedCertificateId(typedId);
  if (!id) return null;
  const [row] = await db
    .select({
      certificate: certificates,
      stateName: states.name,
      sessionStartsAt: liveSessions.startsAt,
    })
    .from(certificates)
    .innerJoin(states, eq(states.slug, certificates.stateSlug))
    .leftJoin(liveSessions, eq(liveSessions.id, certificates.liveSessionId))
    .where(eq(certificates.id, id))
    .limit(1);
  return row
    ? {
        ...row.certificate,
        stateName: row.stateName,
        sessionStartsAt: row.sessionStartsAt,
      }
    : null;
}

export type Certificate = NonNullable<Awaited<ReturnType<typeof getCertificate>>>;
