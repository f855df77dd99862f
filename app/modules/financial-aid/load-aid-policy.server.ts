import { eq } from "drizzle-orm";
import { defaultAidPolicy } from "~/content/financial-aid";
import type { Database } from "~/db/client.server";
import { financialAidPolicy } from "~/db/schema/discounts";

export const AID_POLICY_ID = "policy";

/**
 * The published financial-aid policy: the saved text at its version, or the
 * default (version 0) until staff save one. The contact is the site's.
 */
export async function loadAidPolicy(db: Database, contactEmail: string) {
  const [row] = await db
    .select()
    .from(financialAidPolicy)
    .where(eq(financialAidPolicy.id, AID_POLICY_ID));
  return row
    ? { body: row.body, version: row.version, updatedAt: row.updatedAt, contactEmail }
    : { body: defaultAidPolicy(contactEmail), version: 0, updatedAt: null, contactEmail };
}
