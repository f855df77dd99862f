import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createStripeClient,
  createStripeProvider,
} from "~/modules/payments/stripe-provider.server";

// Stripe's API cannot be reached from here: a stand-in on loopback answers
// like it and records what the official client sends.
type Recorded = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: URLSearchParams;
};

describe("the Stripe Checkout provider", () => {
  let server: Server;
  let port = 0;
  const recorded: Recorded[] = [];
  let paymentStatus = "unpaid";

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk) => {
        raw += chunk;
      });
      request.on("end", () => {
        recorded.push({
          method: request.method ?? "",
          path: request.url ?? "",
          headers: request.headers,
          body: new URLSearchParams(raw),
        });
        response.setHeader("Content-Type", "application/json");
        if (request.url?.startsWith("/v1/refunds")) {
          response.end(JSON.stringify({ id: "re_1", object: "refund", status: "succeeded" }));
          return;
        }
        response.end(
          JSON.stringify({
            id: "cs_test_1",
            object: "checkout.session",
            url: "https://checkout.stripe.com/c/pay/cs_test_1",
            payment_status: paymentStatus,
            status: paymentStatus === "paid" ? "complete" : "open",
            payment_intent: "pi_1",
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () =>
    createStripeProvider(
      createStripeClient({
        secretKey: "sk_test_stand_in",
        api: { host: "127.0.0.1", port, protocol: "http" },
      }),
    );

  it("creates a one-item payment session with the server's amount, the order id and our URLs", async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000);
    const session = await provider().startCheckout({
      orderId: "ord_1",
      idempotencyKey: "checkout_ord_1",
      amountCents: 14900,
      currency: "usd",
      courseName: "AI & The Law",
      description: "Two hours",
      customerEmail: "ada@example.com",
      successUrl: "https://cle.example.com/payment-success?order=ord_1",
      cancelUrl: "https://cle.example.com/payment?courseId=c&cancelled=ord_1",
      expiresAt,
    });
    expect(session).toEqual({
      reference: "cs_test_1",
      url: "https://checkout.stripe.com/c/pay/cs_test_1",
    });
    const call = recorded.at(-1);
    expect(call?.method).toBe("POST");
    expect(call?.path).toBe("/v1/checkout/sessions");
    expect(call?.headers["idempotency-key"]).toBe("checkout_ord_1");
    expect(call?.headers.authorization).toBe("Bearer sk_test_stand_in");
    const body = call?.body;
    expect(body?.get("mode")).toBe("payment");
    expect(body?.get("line_items[0][price_data][unit_amount]")).toBe("14900");
    expect(body?.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(body?.get("line_items[0][quantity]")).toBe("1");
    expect(body?.get("metadata[orderId]")).toBe("ord_1");
    expect(body?.get("client_reference_id")).toBe("ord_1");
    expect(body?.get("success_url")).toBe("https://cle.example.com/payment-success?order=ord_1");
    expect(body?.get("cancel_url")).toBe(
      "https://cle.example.com/payment?courseId=c&cancelled=ord_1",
    );
    expect(body?.get("expires_at")).toBe(String(Math.floor(expiresAt.getTime() / 1000)));
    // Cards only: delayed methods would outlive the seat hold.
    expect(body?.get("allowed_payment_method_types[0]")).toBe("card");
    expect(body?.get("allowed_payment_method_types[1]")).toBeNull();
  });

  it("asks where a session stands, and refunds through its payment intent", async () => {
    paymentStatus = "unpaid";
    expect(await provider().checkoutOutcome("cs_test_1")).toBe("unpaid");
    paymentStatus = "paid";
    expect(await provider().checkoutOutcome("cs_test_1")).toBe("paid");
    expect(await provider().refund("cs_test_1")).toBe("re_1");
    const refund = recorded.at(-1);
    expect(refund?.path).toBe("/v1/refunds");
    expect(refund?.body.get("payment_intent")).toBe("pi_1");
    expect(refund?.body.get("amount")).toBeNull();
    expect(refund?.headers["idempotency-key"]).toBe("refund_cs_test_1");
    // A staff member's partial refund: its amount, key and our refund's id for the webhook.
    await provider().refund("cs_test_1", {
      amountCents: 5000,
      idempotencyKey: "refund_rf_1",
      metadata: { orderId: "ord_1", refundId: "rf_1" },
    });
    const partial = recorded.at(-1);
    expect(partial?.body.get("amount")).toBe("5000");
    expect(partial?.body.get("metadata[refundId]")).toBe("rf_1");
    expect(partial?.headers["idempotency-key"]).toBe("refund_rf_1");

    // Closing a checkout expires it only while it is open.
    paymentStatus = "unpaid";
    await provider().cancelCheckout("cs_test_1");
    expect(recorded.at(-1)?.path).toBe("/v1/checkout/sessions/cs_test_1/expire");
    paymentStatus = "paid";
    const before = recorded.length;
    await provider().cancelCheckout("cs_test_1");
    expect(recorded.slice(before).map((call) => call.path)).toEqual([
      "/v1/checkout/sessions/cs_test_1",
    ]);
  });
});
