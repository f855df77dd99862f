import type { AppLoadContext } from "react-router";
import { queryParam } from "~/lib/text-input";
import { closeCheckout } from "./close-checkout.server";
import { getOrder } from "./get-order.server";
import { PAYMENT_MESSAGES } from "./payment-messages";
import { markOrderFailed } from "./settle-order.server";

/** Why the buyer is back on /payment: the checkout's outcome, named by the return URL. */
const RETURN_REASONS = ["cancelled", "declined", "expired"] as const;

/**
 * The buyer is back on /payment from the checkout (`?cancelled=<order>`...):
 * their order named there fails, its checkout is closed, and the page says
 * why. Only when it really failed: a payment that arrived meanwhile stands.
 * Returns the message to show, if any.
 */
export async function recordCheckoutReturn(
  context: AppLoadContext,
  uid: string,
  params: URLSearchParams,
): Promise<string | null> {
  const db = context.services.database.db;
  let notice: string | null = null;
  for (const reason of RETURN_REASONS) {
    const orderId = queryParam(params, reason);
    if (!orderId) continue;
    const order = await getOrder(db, orderId);
    if (order?.uid !== uid) continue;
    const failedNow = await markOrderFailed(db, orderId, reason);
    if (failedNow) await closeCheckout(context, order.providerReference);
    if (failedNow || order.status === "failed") notice = PAYMENT_MESSAGES[reason];
  }
  return notice;
}
