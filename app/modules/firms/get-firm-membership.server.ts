import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmMembers, firms } from "~/db/schema/firms";

export type FirmMembership = {
  firmId: string;
  firmName: string;
  memberId: string;
  /** A firm administrator may invite, remove, buy and assign. */
  isAdmin: boolean;
  sharesCompliance: boolean;
  /** Null until the member has answered the consent question. */
  complianceConsentAt: Date | null;
};

/** The firm a person belongs to (one at most), or null. */
export async function getFirmMembership(db: Database, uid: string): Promise<FirmMembership | null> {
  const [row] = await db
    .select({
      firmId: firms.id,
      firmName: firms.name,
      memberId: firmMembers.id,
      role: firmMembers.role,
      sharesCompliance: firmMembers.sharesCompliance,
      complianceConsentAt: firmMembers.complianceConsentAt,
    })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.organizationId))
    .where(eq(firmMembers.userId, uid));
  if (!row) return null;
  const { role, ...rest } = row;
  return { ...rest, isAdmin: role === "admin" };
}
