import { and, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { plans } from "~/db/schema/accounts";

/** The plan that makes the user a member right now, if any. */
export async function getActivePlan(db: Database, uid: string, now = new Date()) {
  const [plan] = await preparedQuery(db, "get_active_plan", () =>
    db
      .select()
      .from(plans)
      .where(
        and(
          eq(plans.uid, sql.placeholder("uid")),
          lte(plans.startsAt, sql.placeholder("now")),
          gt(plans.endsAt, sql.placeholder("now")),
          isNull(plans.cancelledAt),
        ),
      )
      .orderBy(desc(plans.endsAt))
      .limit(1)
      .prepare("get_active_plan"),
  ).execute({ uid, now: now.toISOString() });
  return plan ?? null;
}
