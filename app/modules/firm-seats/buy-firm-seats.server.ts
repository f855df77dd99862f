import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
import { orders } from "~/db/schema/orders";
import { PAYMENT_MESSAGES } from "~/modules/payments/payment-messages";
import { paymentSuccessHref } from "~/modules/payments/products";
import {
  markOrderFailed,
  markOrderPaid,
  settleOptions,
} from "~/modules/payments/settle-order.server";
import {
  type FirmOrderRequest,
  type FirmOrderResult,
  placeFirmOrder,
} from "./place-firm-order.server";

type BuyResult = { ok: true; to: string } | Extract<FirmOrderResult, { ok: false }>;

/** Where the firm's seats page says what an order did. */
export function firmSeatsHref(outcome: { invoiced?: string; paid?: string } = {}): string {
  const query = new URLSearchParams(outcome).toString();
  return query ? `/firm/seats?${query}` : "/firm/seats";
}

/**
 * Buys seats for a firm: an invoiced order is done (its seats are ready);
 * a card order goes to the provider's checkout, as a person's order does, and
 * its seats come when it is paid. Returns where the administrator goes next.
 */
export async function buyFirmSeats(
  context: AppLoadContext,
  request: Omit<FirmOrderRequest, "provider">,
): Promise<BuyResult> {
  const { services } = context;
  const db = services.database.db;
  const placed = await placeFirmOrder(db, { ...request, provider: services.payments.name });
  if (!placed.ok) return placed;
  if (placed.status === "invoiced")
    return { ok: true, to: firmSeatsHref({ invoiced: placed.orderId }) };
  if (placed.status === "paid") return { ok: true, to: paymentSuccessHref(placed.orderId) };
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
  if (order?.status !== "pending")
    return { ok: false, status: 409, message: FIRM_SEAT_MESSAGES.orderClosed };
  if (order.amountCents === 0) {
    // A code took the whole price: settled here as a payment would settle it.
    await markOrderPaid(db, services.mailer, settleOptions(context), order.id);
    return { ok: true, to: paymentSuccessHref(order.id) };
  }
  try {
    const checkout = await services.payments.startCheckout({
      orderId: order.id,
      idempotencyKey: `checkout_${order.id}`,
      amountCents: order.amountCents,
      currency: order.currency,
      courseName: `${order.courseName} × ${order.quantity}`,
      description: `${order.quantity} seats for your firm`,
      customerEmail: order.attendee.email,
      successUrl: `${services.config.baseUrl}${paymentSuccessHref(order.id)}`,
      cancelUrl: `${services.config.baseUrl}/firm/seats/buy`,
      expiresAt: order.holdExpiresAt,
    });
    await db
      .update(orders)
      .set({ providerReference: checkout.reference, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return { ok: true, to: checkout.url };
  } catch (error) {
    services.logger.error({ err: error, orderId: order.id }, "firm checkout could not start");
    await markOrderFailed(db, order.id, "cancelled");
    return { ok: false, status: 502, message: PAYMENT_MESSAGES.providerFailed };
  }
}
