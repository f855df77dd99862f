import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmMembers, firms } from "~/db/schema/firms";
import type { FirmDetailsValues } from "./firm-account-fields";

/** A firm's name and billing details, and how many members it has. */
export async function getFirmDetails(
  db: Database,
  firmId: string,
): Promise<(FirmDetailsValues & { memberCount: number }) | null> {
  const [firm] = await db
    .select({
      name: firms.name,
      billingContact: firms.billingContact,
      billingEmail: firms.billingEmail,
      billingAddress: firms.billingAddress,
    })
    .from(firms)
    .where(eq(firms.id, firmId));
  if (!firm) return null;
  const members = await db
    .select({ id: firmMembers.id })
    .from(firmMembers)
    .where(eq(firmMembers.organizationId, firmId));
  return { ...firm, memberCount: members.length };
}
