import type { AppLoadContext } from "react-router";
import { getOrder, type OrderView } from "./get-order.server";
import { orderProduct, paymentHref, paymentSuccessHref } from "./products";
import { markOrderFailed, markOrderPaid, settleOptions } from "./settle-order.server";

// The built-in TEST MODE provider's checkout: the buyer pays or declines on
// our own page, and the order is settled here, as a provider's webhook would.

const ORDER_ID = /^ord_[0-9a-f]{32}$/;

type TestOrder = NonNullable<OrderView>;

/**
 * The order the test checkout may show and settle: the test provider's (and
 * only while it is the provider in use), the buyer's own. Null otherwise.
 */
export async function findTestOrder(
  context: AppLoadContext,
  uid: string,
  orderId: string,
): Promise<TestOrder | null> {
  if (context.services.payments.name !== "test" || !ORDER_ID.test(orderId)) return null;
  const order = await getOrder(context.services.database.db, orderId);
  return order && order.uid === uid && order.provider === "test" ? order : null;
}

/**
 * Where an order no longer open leads (only an open order can be paid or
 * declined, not a replaced or expired one): its confirmation when paid, else
 * its payment page. Null while it is open.
 */
export function closedOrderHref(order: TestOrder): string | null {
  if (order.status === "pending") return null;
  if (order.status === "paid") return paymentSuccessHref(order.id);
  return order.firmId ? "/firm/seats/buy" : paymentHref(orderProduct(order));
}

/** Settles an open test order as the buyer chose; returns where the buyer goes next. */
export async function settleTestCheckout(
  context: AppLoadContext,
  order: TestOrder,
  decision: "pay" | "decline",
): Promise<string> {
  const { services } = context;
  if (decision === "decline") {
    await markOrderFailed(services.database.db, order.id, "declined");
    return order.firmId
      ? "/firm/seats/buy"
      : paymentHref(orderProduct(order), { declined: order.id });
  }
  await markOrderPaid(services.database.db, services.mailer, settleOptions(context), order.id);
  return paymentSuccessHref(order.id);
}
