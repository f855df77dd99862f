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
