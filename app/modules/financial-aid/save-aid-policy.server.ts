import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { financialAidPolicy, financialAidPolicyVersions } from "~/db/schema/discounts";
import { lastStaffEditor } from "~/modules/staff/last-staff-change.server";
import {
  lockAtVersion,
  type RecordGone,
  type StaleSave,
} from "~/modules/staff/lock-at-version.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { AID_POLICY_ID } from "./load-aid-policy.server";

/**
 * Publishes a new text of the policy as the next version, if nobody saved
 * since the version the editor was loaded with (0: the default text), and
 * keeps it in the versions' history, with the audit entry, in one
 * transaction.
 */
export async function saveAidPolicy(
  db: Database,
  actor: StaffActor,
  input: { version: number; body: string },
  now = new Date(),
): Promise<{ ok: true; version: number } | RecordGone | StaleSave> {
  return db.transaction(async (tx) => {
    let before: string | null = null;
    let next = 1;
    if (input.version === 0) {
      const inserted = await tx
        .insert(financialAidPolicy)
        .values({ id: AID_POLICY_ID, body: input.body, version: 1, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: financialAidPolicy.id });
      if (inserted.length === 0) {
        const [current] = await tx.select().from(financialAidPolicy);
        return {
          ok: false as const,
          reason: "overtaken" as const,
          by: await lastStaffEditor(tx, "aid-policy", AID_POLICY_ID),
          at: current?.updatedAt ?? now,
        };
      }
    } else {
      const locked = await lockAtVersion(tx, {
        lock: () =>
          tx
            .select()
            .from(financialAidPolicy)
            .where(eq(financialAidPolicy.id, AID_POLICY_ID))
            .for("update"),
        record: { type: "aid-policy", id: AID_POLICY_ID },
        version: input.version,
      });
      if (!locked.ok) return locked;
      before = locked.row.body;
      next = locked.row.version + 1;
      await tx
        .update(financialAidPolicy)
        .set({ body: input.body, version: next, updatedAt: now })
        .where(eq(financialAidPolicy.id, AID_POLICY_ID));
    }
    await tx
      .insert(financialAidPolicyVersions)
      .values({ version: next, body: input.body, savedBy: actor.email, savedAt: now });
    await recordStaffAction(tx, actor, {
      action: "aid-policy.save",
      recordType: "aid-policy",
      recordId: AID_POLICY_ID,
      before: before === null ? null : { body: before },
      after: { version: next, body: input.body },
    });
    return { ok: true as const, version: next };
  });
}
