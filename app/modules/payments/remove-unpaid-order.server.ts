import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { PAYMENT_MESSAGES } from "./payment-messages";

type RemoveOrderResult =
  | {
      ok: true;
      message: string;
      /** The checkout of a pending order, to be closed at the provider. */
      checkoutToClose: string | null;
    }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Takes an unpaid order off its buyer's purchases: a pending one is
 * cancelled (its seat hold goes back), a failed one only hidden. The row
 * stays for the books. Someone else's order is not found (404); a paid or
 * refunded one is refused (409) and left as it is. The row is locked, so a
 * payment settling at the same moment is either before (refused) or after
 * (the order then counts as paid, as any late payment does).
 */
export async function removeUnpaidOrder(
  db: Database,
  uid: string,
  orderId: string,
  now = new Date(),
): Promise<RemoveOrderResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        uid: orders.uid,
        status: orders.status,
        courseName: orders.courseName,
        providerReference: orders.providerReference,
        removedAt: orders.removedAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order || order.uid !== uid) {
      return { ok: false, status: 404, message: PAYMENT_MESSAGES.orderNotFound };
    }
    if (order.status === "paid" || order.status === "refunded") {
      return { ok: false, status: 409, message: PAYMENT_MESSAGES.paidOrderKept };
    }
    const message = PAYMENT_MESSAGES.orderRemoved(order.courseName);
    // Removed already (a second click, a resent form): the same answer, nothing more.
    if (order.removedAt) return { ok: true, message, checkoutToClose: null };
    const pending = order.status === "pending";
    await tx
      .update(orders)
      .set(
        pending
          ? { status: "failed", failureReason: "cancelled", removedAt: now, updatedAt: now }
          : { removedAt: now, updatedAt: now },
      )
      .where(eq(orders.id, orderId));
    return { ok: true, message, checkoutToClose: pending ? order.providerReference : null };
  });
}
