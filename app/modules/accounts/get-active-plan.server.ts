import { and, desc, eq, gt, isNull, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { plans } from "~/db/schema/accounts";

/** The condition on `plans` of the ones that make `uid` a member at `now` (the one to show: the latest `endsAt`). */
export function isActivePlan(uid: SQLWrapper, now: SQLWrapper): SQL | undefined {
  return and(
    eq(plans.uid, uid),
    lte(plans.startsAt, now),
    gt(plans.endsAt, now),
    isNull(plans.cancelledAt),
  );
}

/** The plan that makes the user a member right now, if any. */
export async function getActivePlan(db: Database, uid: string, now = new Date()) {
  const [plan] = await preparedQuery(db, "get_active_plan", () =>
    db
      .select()
      .from(plans)
      .where(isActivePlan(sql.placeholder("uid"), sql.placeholder("now")))
      .orderBy(desc(plans.endsAt))
      .limit(1)
      .prepare("get_active_plan"),
  ).execute({ uid, now: now.toISOString() });
  return plan ?? null;
}
