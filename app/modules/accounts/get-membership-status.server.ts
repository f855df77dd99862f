import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { plans } from "~/db/schema/accounts";

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
