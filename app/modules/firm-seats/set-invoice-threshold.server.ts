import type { Database } from "~/db/client.server";
import { firmBillingSettings } from "~/db/schema/firm-seats";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { getInvoiceThreshold } from "./get-invoice-threshold.server";

/** Staff set the invoice threshold; the change and its audit entry are kept together. */
export async function setInvoiceThreshold(
  db: Database,
  actor: StaffActor,
  cents: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getInvoiceThreshold(tx);
    await tx
      .insert(firmBillingSettings)
      .values({
        id: "default",
        invoiceThresholdCents: cents,
        updatedBy: actor.email,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: firmBillingSettings.id,
        set: { invoiceThresholdCents: cents, updatedBy: actor.email, updatedAt: now },
      });
    await recordStaffAction(tx, actor, {
      action: "firm-billing.invoice-threshold",
      recordType: "firm-billing-settings",
      recordId: "default",
      before: { invoiceThresholdCents: before },
      after: { invoiceThresholdCents: cents },
    });
  });
}
