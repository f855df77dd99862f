import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { discountCodes } from "~/db/schema/discounts";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

/**
 * Ends a code now: new orders are refused; orders already paid keep their
 * discount, and pending ones may still be paid. Ending an ended code changes
 * nothing. False when there is no such code.
 */
export async function endDiscountCode(
  db: Database,
  actor: StaffActor,
  codeId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ endedAt: discountCodes.endedAt })
      .from(discountCodes)
      .where(eq(discountCodes.id, codeId))
      .for("update");
    if (!row) return false;
    if (row.endedAt) return true;
    await tx.update(discountCodes).set({ endedAt: now }).where(eq(discountCodes.id, codeId));
    await recordStaffAction(tx, actor, {
      action: "discount-code.end",
      recordType: "discount-code",
      recordId: codeId,
      before: { endedAt: null },
      after: { endedAt: now },
    });
    return true;
  });
}
