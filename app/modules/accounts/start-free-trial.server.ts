import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { FREE_TRIAL_DAYS } from "~/content/plans";
import type { Database } from "~/db/client.server";
import { plans } from "~/db/schema/accounts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Starts the one free trial a person gets (it makes them a member at once);
 * calling it again returns the trial they already have.
 */
export async function startFreeTrial(db: Database, uid: string, now = new Date()) {
  const endsAt = new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS);
  await db
    .insert(plans)
    .values({ id: randomUUID(), uid, kind: "free_trial", startsAt: now, endsAt })
    .onConflictDoNothing({ target: plans.uid, where: sql`${plans.kind} = 'free_trial'` });
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.uid, uid), eq(plans.kind, "free_trial")))
    .limit(1);
  if (!plan) throw new Error("free trial was not created");
  return plan;
}
