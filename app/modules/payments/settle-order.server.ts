import { and, eq, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { type OrderStatus, orders } from "~/db/schema/orders";
import { lockSessionAndCheckSeat } from "~/modules/catalogue/seats.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { grantPurchase } from "./grant-purchase.server";
import type { PaymentProvider } from "./provider.server";
import { queueReceipt } from "./send-receipt.server";

// An order only moves forward: pending → paid, failed or refunded (a failed
// one may still be paid, when its checkout was paid after all); paid stays paid.

type SettleOptions = { baseUrl: string; organizerEmail: string; provider: PaymentProvider };

type SettleResult = { status: OrderStatus; changed: boolean; refund: boolean };

/** What settling needs from the running app: links' base, the organiser, the provider. */
export function settleOptions({ services }: AppLoadContext): SettleOptions {
  return {
    baseUrl: services.config.baseUrl,
    organizerEmail: services.config.contactEmail,
    provider: services.payments,
  };
}

/**
 * Marks an order paid and, in the same transaction, registers the attendee
 * in the chosen live session and queues the receipt with its calendar
 * invitation. Safe to call any number of times and in any order with the
 * webhook: only a pending (or expired-then-paid) order changes. If the seat
 * can no longer be given (its hold expired and the session filled, or the
 * attendee is registered already), the order is refunded instead.
 */
export async function markOrderPaid(
  db: Database,
  mailer: Mailer,
  options: SettleOptions,
  orderId: string,
  now = new Date(),
): Promise<SettleResult> {
  const result = await db.transaction(async (tx) => {
    // Locks in the same order as createOrder (session, then order): no deadlock.
    const [unlocked] = await tx
      .select({ liveSessionId: orders.liveSessionId, quantity: orders.quantity, uid: orders.uid })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!unlocked) throw new Error(`order ${orderId} does not exist`);
    const seat = unlocked.liveSessionId
      ? await lockSessionAndCheckSeat(
          tx,
          unlocked.liveSessionId,
          now,
          orderId,
          unlocked.quantity,
          unlocked.uid ?? undefined,
        )
      : null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new Error(`order ${orderId} does not exist`);
    if (order.status === "paid" || order.status === "refunded") {
      return { status: order.status, changed: false, refund: false };
    }
    // Its own hold still counts for it; otherwise a seat must be free now.
    const seatFree =
      !seat ||
      seat.available ||
      (!seat.cancelled && order.status === "pending" && order.holdExpiresAt > now);
    const grant = order.uid
      ? await grantPurchase(tx, { ...order, uid: order.uid }, seatFree, now)
      : { granted: false as const, reason: "account deleted" };
    if (!grant.granted) {
      // Nothing to give: refunded below, once the provider has done it.
      return { status: order.status, changed: false, refund: true, reason: grant.reason };
    }
    await tx
      .update(orders)
      .set({ status: "paid", paidAt: now, failureReason: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    await queueReceipt(tx, mailer, options, order, grant, now);
    return { status: "paid" as const, changed: true, refund: false };
  });
  if (!result.refund) {
    if (result.changed) mailer.wake();
    return { status: result.status, changed: result.changed, refund: false };
  }
  // The refund first, the status after: if the provider fails, the order is
  // left as it was and the next attempt (webhook retry, success page) refunds.
  const [order] = await db
    .select({ reference: orders.providerReference })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.reference) await options.provider.refund(order.reference);
  const updated = await db
    .update(orders)
    .set({ status: "refunded", failureReason: result.reason ?? null, paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["pending", "failed"])))
    .returning({ id: orders.id });
  return { status: "refunded", changed: updated.length > 0, refund: true };
}

/** Marks a pending order failed (declined, cancelled, expired); its seat goes back. */
export async function markOrderFailed(
  db: Database,
  orderId: string,
  reason: "declined" | "cancelled" | "expired",
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ status: "failed", failureReason: reason, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  return updated.length > 0;
}
