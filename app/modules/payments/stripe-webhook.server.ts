import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { orders, paymentEvents } from "~/db/schema/orders";
import type { Mailer } from "~/modules/email/mailer.server";
import type { PaymentProvider } from "./provider.server";
import { recordProviderRefund } from "./record-provider-refund.server";
import { completeRefund, failRefund } from "./refund-order.server";
import { markOrderFailed, markOrderPaid } from "./settle-order.server";

type WebhookResult =
  | { status: 200; outcome: "handled" | "ignored" | "replayed" }
  | { status: 400; outcome: "bad-signature" }
  // Stripe sends an event again after a non-2xx answer: used when its payment has not reached us.
  | { status: 409; outcome: "payment-not-settled" };

/** The only event types acted upon; everything else is acknowledged and ignored. */
const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  // Refunds staff make in the console carry our refund's id: whichever comes
  // first, the webhook or the console's own call, completes the refund.
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.refund.updated",
] as const;

/**
 * Verifies a Stripe event's signature against the raw body, then settles the
 * order it names. Replays (same event id) and events arriving out of order
 * are harmless: each event id is recorded once it has been handled, and orders
 * only move forward (pending → paid or failed; paid stays paid).
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
  if (event.type.startsWith("refund.") || event.type === "charge.refund.updated") {
    return handleRefundEvent(deps, event, event.data.object as Stripe.Refund);
  }
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? null;
  const [seen] = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id))
    .limit(1);
  if (seen) return { status: 200, outcome: "replayed" };
  const [order] = orderId
    ? await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1)
    : [];
  if (!orderId || !order) {
    // Not one of ours (another integration on the same Stripe account): acknowledged.
    return { status: 200, outcome: "ignored" };
  }

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
  // Recorded only once handled: if settling failed, Stripe's retry runs it again (settling is
  // idempotent, so two deliveries at once are harmless too).
  await deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, orderId })
    .onConflictDoNothing();
  return { status: 200, outcome: "handled" };
}

/**
 * A refund's news: succeeded completes our pending refund (access, order
 * status, notice), failed or canceled marks it failed. A refund made in
 * Stripe's dashboard (no refund id of ours) is recorded once it succeeds,
 * found through its payment's order id (recordProviderRefund).
 */
async function handleRefundEvent(
  deps: { db: Database; mailer: Mailer; stripe: Stripe },
  event: Stripe.Event,
  refund: Stripe.Refund,
): Promise<WebhookResult> {
  const refundId = refund.metadata?.refundId;
  const [seen] = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id))
    .limit(1);
  if (seen) return { status: 200, outcome: "replayed" };
  if (!refundId) return handleDashboardRefund(deps, event, refund);
  if (refund.status === "succeeded") {
    await completeRefund(deps.db, deps.mailer, refundId, refund.id);
  } else if (refund.status === "failed" || refund.status === "canceled") {
    await failRefund(deps.db, refundId, refund.failure_reason ?? refund.status);
  }
  await deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, orderId: refund.metadata?.orderId ?? null })
    .onConflictDoNothing();
  return { status: 200, outcome: "handled" };
}

/** A refund staff made in Stripe's dashboard rather than the console. */
async function handleDashboardRefund(
  deps: { db: Database; mailer: Mailer; stripe: Stripe },
  event: Stripe.Event,
  refund: Stripe.Refund,
): Promise<WebhookResult> {
  // Pending, failed or canceled: nothing to record until it succeeds.
  if (refund.status !== "succeeded") return { status: 200, outcome: "ignored" };
  const intentId =
    typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
  if (!intentId) return { status: 200, outcome: "ignored" };
  // The order's id is on the payment (set at checkout), not on the refund.
  const intent = await deps.stripe.paymentIntents.retrieve(intentId);
  const orderId = intent.metadata?.orderId;
  if (!orderId) return { status: 200, outcome: "ignored" };
  const result = await recordProviderRefund(deps.db, deps.mailer, {
    orderId,
    providerRefundId: refund.id,
    amountCents: refund.amount,
    providerReason: refund.reason ?? null,
  });
  if (result.outcome === "not-paid-yet") return { status: 409, outcome: "payment-not-settled" };
  if (result.outcome === "not-found") return { status: 200, outcome: "ignored" };
  await deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, orderId })
    .onConflictDoNothing();
  return { status: 200, outcome: "handled" };
}
