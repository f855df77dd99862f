import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmInvitations, firms } from "~/db/schema/firms";

/** The waiting, unexpired invitations sent to an address (shown on the firm home to someone in no firm). */
export async function listInvitationsForAddress(db: Database, email: string, now = new Date()) {
  return db
    .select({ invitationId: firmInvitations.id, firmName: firms.name })
    .from(firmInvitations)
    .innerJoin(firms, eq(firms.id, firmInvitations.organizationId))
    .where(
      and(
        sql`lower(${firmInvitations.email}) = ${email.toLowerCase()}`,
        eq(firmInvitations.status, "pending"),
        gt(firmInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(firms.name));
}
