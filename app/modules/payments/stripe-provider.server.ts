import Stripe from "stripe";
import type { PaymentProvider } from "./provider.server";

// Stripe and its client are loaded only when STRIPE_SECRET_KEY is set: the
// composition root imports this module then (about 20 MB and half a second
// of module loading a server on the test provider never needs).

type StripeOptions = {
  secretKey: string;
  /** For tests against a local stand-in of the API: host, port and protocol. */
  api?: { host: string; port: number; protocol: "http" | "https" };
};

export function createStripeClient(options: StripeOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });
}

/** Stripe Checkout in payment mode, one line item, the order id in the metadata. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    async startCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.courseName, description: request.description },
              },
            },
          ],
          // Cards settle at once; delayed methods (bank debits) would outlive the seat hold.
          allowed_payment_method_types: ["card"],
          customer_email: request.customerEmail,
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          payment_intent_data: { metadata: { orderId: request.orderId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { reference: session.id, url: session.url };
    },
    async checkoutOutcome(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      if (session.payment_status === "paid" || session.payment_status === "no_payment_required")
        return "paid";
      return session.status === "expired" ? "expired" : "unpaid";
    },
    async refund(reference, options = {}) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      const intent =
        typeof session.payment_intent === "string"
          ? session.payment_intent
          : session.payment_intent?.id;
      if (!intent) return null;
      const refund = await stripe.refunds.create(
        {
          payment_intent: intent,
          ...(options.amountCents === undefined ? {} : { amount: options.amountCents }),
          ...(options.metadata ? { metadata: options.metadata } : {}),
        },
        { idempotencyKey: options.idempotencyKey ?? `refund_${reference}` },
      );
      return refund.id;
    },
    async cancelCheckout(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      if (session.status === "open") await stripe.checkout.sessions.expire(reference);
    },
  };
}
