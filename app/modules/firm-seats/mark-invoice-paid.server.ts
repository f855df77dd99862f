import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

/**
 * Staff record that an invoiced order is paid (the money arrived by
 * transfer): its status becomes paid, with the audit entry in the same
 * transaction. False when the order is not an open invoice.
 */
export async function markInvoicePaid(
  db: Database,
  actor: StaffActor,
  orderId: string,
  now = new Date(),
): Promise<"paid" | "not-open" | "missing"> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return "missing" as const;
    if (order.status !== "invoiced") return "not-open" as const;
    await tx
      .update(orders)
      .set({ status: "paid", paidAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
    await recordStaffAction(tx, actor, {
      action: "order.mark-invoice-paid",
      recordType: "order",
      recordId: orderId,
      before: { status: "invoiced" },
      after: { status: "paid", paidAt: now },
    });
    return "paid" as const;
  });
}
