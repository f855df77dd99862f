import { data } from "react-router";
import { readTextCapped } from "~/lib/read-submission.server";
import { handleStripeWebhook } from "~/modules/payments/stripe-webhook.server";
import type { Route } from "./+types/stripe-webhook";

// Stripe's event notifications (POST only). The signature is checked against
// the raw body, so nothing may parse it first.

const MAX_EVENT_BYTES = 1_000_000;

export async function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  if (!services.stripe || !services.config.stripeWebhookSecret) throw data(null, { status: 404 });
  // Stripe's events are a few kilobytes; anything far larger is not from Stripe.
  const rawBody = await readTextCapped(request, MAX_EVENT_BYTES);
  if (rawBody === null) return data({ received: false }, { status: 413 });
  try {
    const result = await handleStripeWebhook(
      {
        db: services.database.db,
        mailer: services.mailer,
        stripe: services.stripe,
        webhookSecret: services.config.stripeWebhookSecret,
        provider: services.payments,
        baseUrl: services.config.baseUrl,
        organizerEmail: services.config.contactEmail,
      },
      rawBody,
      request.headers.get("stripe-signature"),
    );
    return data(
      { received: result.status === 200, outcome: result.outcome },
      { status: result.status },
    );
  } catch (error) {
    // Stripe retries a non-2xx delivery; the handler is safe to run again.
    services.logger.error({ err: error }, "stripe webhook failed");
    return data({ received: false }, { status: 503 });
  }
}
