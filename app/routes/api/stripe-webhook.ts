import { data } from "react-router";
import { handleStripeWebhook } from "~/modules/payments/stripe-webhook.server";
import type { Route } from "./+types/stripe-webhook";

// Stripe's event notifications (POST only). The signature is checked against
// the raw body, so nothing may parse it first.

export async function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  if (!services.stripe || !services.config.stripeWebhookSecret) throw data(null, { status: 404 });
  const rawBody = await request.text();
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
