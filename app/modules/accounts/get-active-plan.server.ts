import { and, desc, eq, gt, isNull, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { plans } from "~/db/schema/accounts";

/** The plan that makes the user a member right now, if any. */
export async function getActivePlan(db: Database, uid: string, now = new Date()) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.uid, uid),
        lte(plans.startsAt, now),
        gt(plans.endsAt, now),
        isNull(plans.cancelledAt),
      ),
    )
    .orderBy(desc(plans.endsAt))
    .limit(1);
  return plan ?? null;
}
