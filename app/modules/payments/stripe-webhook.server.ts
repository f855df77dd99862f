import type Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { paymentEvents } from "~/db/schema/orders";
import type { Mailer } from "~/modules/email/mailer.server";
import { markOrderFailed, markOrderPaid } from "./orders.server";
import type { PaymentProvider } from "./provider.server";

export type WebhookResult =
  | { status: 200; outcome: "handled" | "ignored" | "replayed" }
  | { status: 400; outcome: "bad-signature" };

/** The only event types acted upon; everything else is acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;

/**
 * Verifies a Stripe event's signature against the raw body, then settles the
 * order it names. Replays (same event id) and events arriving out of order
 * are harmless: each event id is recorded once, and orders only move forward
 * (pending → paid or failed; paid stays paid).
 */
export async function handleStripeWebhook(
  deps: {
    db: Database;
    mailer: Mailer;
    stripe: Stripe;
    webhookSecret: string;
    provider: PaymentProvider;
    baseUrl: string;
    organizerEmail: string;
  },
  rawBody: string,
  signature: string | null,
): Promise<WebhookResult> {
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature ?? "", deps.webhookSecret);
  } catch {
    return { status: 400, outcome: "bad-signature" };
  }
  if (!(HANDLED_STRIPE_EVENTS as readonly string[]).includes(event.type)) {
    return { status: 200, outcome: "ignored" };
  }
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? null;
  const recorded = await deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, orderId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (recorded.length === 0) return { status: 200, outcome: "replayed" };
  if (!orderId) return { status: 200, outcome: "ignored" };

  const paid =
    event.type === "checkout.session.async_payment_succeeded" ||
    (event.type === "checkout.session.completed" &&
      (session.payment_status === "paid" || session.payment_status === "no_payment_required"));
  if (paid) {
    await markOrderPaid(
      deps.db,
      deps.mailer,
      { baseUrl: deps.baseUrl, organizerEmail: deps.organizerEmail, provider: deps.provider },
      orderId,
    );
  } else if (event.type === "checkout.session.expired") {
    await markOrderFailed(deps.db, orderId, "expired");
  } else if (event.type === "checkout.session.async_payment_failed") {
    await markOrderFailed(deps.db, orderId, "declined");
  }
  // checkout.session.completed with an unpaid (delayed) payment: wait for the async event.
  return { status: 200, outcome: "handled" };
}
