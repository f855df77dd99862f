import Stripe from "stripe";

/** What a provider needs to start a checkout for one order. */
type CheckoutRequest = {
  orderId: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  courseName: string;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

type CheckoutSession = { reference: string; url: string };

export type RefundOptions = {
  amountCents?: number;
  idempotencyKey?: string;
  /** Kept with the refund at the provider (our refund's id), for its webhooks. */
  metadata?: Record<string, string>;
};

/** The outcome a provider reports for a checkout. */
export type CheckoutOutcome = "paid" | "unpaid" | "expired";

/**
 * A payment provider. Two exist: Stripe Checkout (when STRIPE_SECRET_KEY is
 * set) and the built-in test provider, whose checkout page is ours and says
 * TEST MODE. Either way the order is only ever paid by the server.
 */
export type PaymentProvider = {
  name: "stripe" | "test";
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the provider where a checkout stands (the success page uses it when it arrives before the webhook). */
  checkoutOutcome(reference: string): Promise<CheckoutOutcome>;
  /**
   * Refunds a paid checkout: the whole payment, or `amountCents` of it. The
   * idempotency key makes a retry the same refund. Resolves with the
   * provider's refund id (null when the provider has none).
   */
  refund(reference: string, options?: RefundOptions): Promise<string | null>;
  /** Closes a checkout that must no longer be paid (cancelled or replaced order). */
  cancelCheckout(reference: string): Promise<void>;
};

/** The built-in provider: the checkout is our own TEST MODE page. */
export function createTestProvider(): PaymentProvider {
  return {
    name: "test",
    async startCheckout(request) {
      return {
        reference: `test_${request.orderId}`,
        url: `/payment/test-checkout/${encodeURIComponent(request.orderId)}`,
      };
    },
    // The test page settles the order itself; nothing to ask.
    async checkoutOutcome() {
      return "unpaid";
    },
    async refund(reference, options) {
      return `test_refund_${options?.idempotencyKey ?? reference}`;
    },
    async cancelCheckout() {},
  };
}

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
