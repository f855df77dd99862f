import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { closeCheckout } from "./close-checkout.server";
import { createOrder, type OrderRequest } from "./create-order.server";
import { getOrder, type OrderView } from "./get-order.server";
import { PAYMENT_MESSAGES } from "./payment-messages";
import { orderProduct, paymentHref, paymentSuccessHref } from "./products";
import type { PaymentProvider } from "./provider.server";
import { quoteProduct } from "./quote-product.server";
import { markOrderFailed, markOrderPaid, settleOptions } from "./settle-order.server";

type CheckoutStart =
  | { ok: true; url: string }
  | { ok: false; status: number; message: string; field?: "liveSessionId" | "discountCode" };

/**
 * Places the order (holding its seat) and starts the provider's checkout:
 * the address to send the buyer to, or why not. Replaced orders' checkouts
 * are closed; a checkout that cannot start fails its order, so the seat goes
 * back at once.
 */
export async function startCheckout(
  context: AppLoadContext,
  request: OrderRequest,
): Promise<CheckoutStart> {
  const { services } = context;
  const db = services.database.db;
  const created = await createOrder(db, { ...request, provider: services.payments.name });
  if (!created.ok) return created;
  for (const reference of created.superseded ?? []) await closeCheckout(context, reference);
  const order = await getOrder(db, created.orderId);
  if (!order) throw new Error("the order just made is missing");
  if (order.status !== "pending") {
    return order.status === "paid"
      ? { ok: true, url: paymentSuccessHref(order.id) }
      : { ok: false, status: 409, message: PAYMENT_MESSAGES.providerFailed };
  }
  if (order.amountCents === 0) {
    // A code took the whole price: nothing to charge, so no card step. The
    // order is settled here as a payment would settle it (seat, receipt).
    const settled = await markOrderPaid(db, services.mailer, settleOptions(context), order.id);
    return settled.status === "paid"
      ? { ok: true, url: paymentSuccessHref(order.id) }
      : { ok: false, status: 409, message: PAYMENT_MESSAGES.providerFailed };
  }
  try {
    const quote = await quoteProduct(db, request.uid, request.product);
    const url = await openProviderCheckout(db, services.payments, order, {
      baseUrl: services.config.baseUrl,
      description: quote?.description ?? order.courseName,
    });
    return { ok: true, url };
  } catch (error) {
    services.logger.error({ err: error, orderId: order.id }, "checkout could not start");
    await markOrderFailed(db, order.id, "cancelled");
    await closeCheckout(context, (await getOrder(db, order.id))?.providerReference ?? null);
    return { ok: false, status: 502, message: PAYMENT_MESSAGES.providerFailed };
  }
}

/** Starts the provider's checkout for a pending order and records its reference. */
async function openProviderCheckout(
  db: Database,
  provider: PaymentProvider,
  order: NonNullable<OrderView>,
  urls: { baseUrl: string; description: string },
): Promise<string> {
  const checkout = await provider.startCheckout({
    orderId: order.id,
    idempotencyKey: `checkout_${order.id}`,
    amountCents: order.amountCents,
    currency: order.currency,
    courseName: order.courseName,
    description: urls.description,
    customerEmail: order.attendee.email,
    successUrl: `${urls.baseUrl}${paymentSuccessHref(order.id)}`,
    cancelUrl: `${urls.baseUrl}${paymentHref(orderProduct(order), { cancelled: order.id })}`,
    expiresAt: order.holdExpiresAt,
  });
  await db
    .update(orders)
    .set({ providerReference: checkout.reference, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  return checkout.url;
}
