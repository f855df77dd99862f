import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmMembers, firms } from "~/db/schema/firms";

/**
 * The firm that would be left with members but no administrator if this
 * person went (they are its only administrator), or null. Leaving and
 * stepping down are refused by the organization plugin; closing the account
 * asks the same before it deletes the membership with the account.
 */
export async function findFirmLeftWithoutAdministrator(
  db: Database,
  uid: string,
): Promise<string | null> {
  const [own] = await db
    .select({ firmId: firmMembers.organizationId, role: firmMembers.role, firmName: firms.name })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.organizationId))
    .where(eq(firmMembers.userId, uid));
  if (own?.role !== "admin") return null;
  const others = await db
    .select({ role: firmMembers.role })
    .from(firmMembers)
    .where(and(eq(firmMembers.organizationId, own.firmId), ne(firmMembers.userId, uid)));
  if (others.length === 0 || others.some((other) => other.role === "admin")) return null;
  return own.firmName;
}
