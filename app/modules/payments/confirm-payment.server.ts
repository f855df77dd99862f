import type { AppLoadContext } from "react-router";
import { getOrder, type OrderView } from "./get-order.server";
import { orderProduct, type ProductRef, paymentHref } from "./products";
import { markOrderFailed, markOrderPaid, settleOptions } from "./settle-order.server";

/** What the buyer back from the checkout is shown: the order as it now stands. */
type ConfirmedOrder = {
  status: "pending" | "invoiced" | "paid" | "refunded";
  product: ProductRef["kind"];
  orderId: string;
  courseName: string;
  amountCents: number;
  /** The discount code applied, and the cents it took off. */
  discountCode: string | null;
  discountCents: number;
  paidAt: Date | null;
  email: string;
  sessionStartsAt: Date | null;
  /** An on-demand course can be started at once. */
  playerHref: string | null;
};

/**
 * The buyer's order on their return from the checkout, settled from the
 * provider's own answer first, so the page is right whether the buyer's
 * redirect or the provider's webhook comes first. Null when it is not their
 * order; `redirect` when the page is not the place for it (an open test
 * checkout, or a failed payment, which goes back to the payment page).
 */
export async function confirmPayment(
  context: AppLoadContext,
  uid: string,
  orderId: string,
): Promise<{ kind: "order"; order: ConfirmedOrder } | { kind: "redirect"; to: string } | null> {
  const db = context.services.database.db;
  const found = await getOrder(db, orderId);
  if (!found || found.uid !== uid) return null;
  try {
    await settleFromProvider(context, found);
  } catch (error) {
    // The provider is unreachable: the webhook will settle it; the page asks again.
    context.services.logger.warn({ err: error, orderId }, "could not ask the provider");
  }
  const order = await getOrder(db, orderId);
  if (!order) return null;
  if (order.status === "pending" && order.provider === "test") {
    // Nothing will settle it but the test checkout page itself.
    return { kind: "redirect", to: `/payment/test-checkout/${encodeURIComponent(order.id)}` };
  }
  // A firm's order: its seats page says what it bought (or its buy page, what went wrong).
  if (order.firmId && order.status === "paid")
    return { kind: "redirect", to: `/firm/seats?paid=${encodeURIComponent(order.id)}` };
  if (order.firmId && order.status === "failed") return { kind: "redirect", to: "/firm/seats/buy" };
  if (order.status === "failed") {
    const reason =
      order.failureReason === "expired" || order.failureReason === "declined"
        ? order.failureReason
        : "cancelled";
    return { kind: "redirect", to: paymentHref(orderProduct(order), { [reason]: order.id }) };
  }
  return {
    kind: "order",
    order: {
      status: order.status,
      product: order.product,
      orderId: order.id,
      courseName: order.courseName,
      amountCents: order.amountCents,
      discountCode: order.discountCode,
      discountCents: order.discountCents,
      paidAt: order.paidAt,
      email: order.attendee.email,
      sessionStartsAt: order.sessionStartsAt,
      playerHref:
        order.product === "course" && order.courseId && !order.liveSessionId
          ? `/course-player/${order.courseId}`
          : null,
    },
  };
}

/** Settles a still open order from what the provider says of its checkout. */
async function settleFromProvider(context: AppLoadContext, order: NonNullable<OrderView>) {
  const { services } = context;
  // A failed order is asked about too: its checkout may have been paid after all.
  const open = order.status === "pending" || order.status === "failed";
  if (!open || !order.providerReference || order.provider !== "stripe") return;
  const outcome = await services.payments.checkoutOutcome(order.providerReference);
  if (outcome === "paid") {
    await markOrderPaid(services.database.db, services.mailer, settleOptions(context), order.id);
  } else if (outcome === "expired" && order.status === "pending") {
    await markOrderFailed(services.database.db, order.id, "expired");
  }
}
