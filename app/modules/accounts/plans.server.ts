import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
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

export async function isMember(db: Database, uid: string, now = new Date()): Promise<boolean> {
  return (await getActivePlan(db, uid, now)) !== null;
}

type MembershipStatus =
  | { kind: "none" }
  | {
      kind: "free_trial" | "annual";
      /** When the membership ends: the last of the plans that follow on without a gap. */
      until: Date;
    };

/**
 * Where the user's membership stands: on the free trial, a paid member (an
 * annual plan runs now), or neither. A year bought while another runs starts
 * when that one ends, so `until` follows the plans on until the first gap.
 */
export async function getMembershipStatus(
  db: Database,
  uid: string,
  now = new Date(),
): Promise<MembershipStatus> {
  const current = await db
    .select({ kind: plans.kind, startsAt: plans.startsAt, endsAt: plans.endsAt })
    .from(plans)
    .where(and(eq(plans.uid, uid), gt(plans.endsAt, now), isNull(plans.cancelledAt)))
    .orderBy(asc(plans.startsAt));
  let until: Date | null = null;
  let kind: "free_trial" | "annual" = "free_trial";
  for (const plan of current) {
    const starts = until ?? now;
    if (plan.startsAt > starts) break;
    if (until === null || plan.endsAt > until) until = plan.endsAt;
    if (plan.kind === "annual") kind = "annual";
  }
  return until === null ? { kind: "none" } : { kind, until };
}
