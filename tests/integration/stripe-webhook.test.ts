import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { orderRefunds, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog } from "~/db/schema/staff";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { createStripeClient } from "~/modules/payments/stripe-provider.server";
import { handleStripeWebhook } from "~/modules/payments/stripe-webhook.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { seatBuyers } from "../support/seat-buyers";

const WEBHOOK_SECRET = "whsec_test_secret";

describe.each(DATABASE_KINDS)("Stripe's webhook on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const { newUser, order, mailer, options, provider } = buyers;

  it("verifies Stripe's signature, acts once per event, and is safe in any order", async () => {
    const stripe = new Stripe("sk_test_not_used_for_network");
    const deps = {
      db: buyers.db,
      mailer: mailer(),
      stripe,
      webhookSecret: WEBHOOK_SECRET,
      provider,
      baseUrl: options.baseUrl,
      organizerEmail: options.organizerEmail,
    };
    const send = (event: object, secret = WEBHOOK_SECRET) => {
      const payload = JSON.stringify(event);
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
      return handleStripeWebhook(deps, payload, header);
    };
    const sessionEvent = (id: string, type: string, orderId: string, paymentStatus: string) => ({
      id,
      object: "event",
      type,
      data: {
        object: {
          id: `cs_${orderId}`,
          object: "checkout.session",
          payment_status: paymentStatus,
          client_reference_id: orderId,
          metadata: { orderId },
        },
      },
    });

    const uid = await newUser();
    const created = await order(uid);
    if (!created.ok) throw new Error(created.message);
    const completed = sessionEvent(
      `evt_${uid}_1`,
      "checkout.session.completed",
      created.orderId,
      "paid",
    );

    expect(await send(completed, "whsec_wrong")).toEqual({ status: 400, outcome: "bad-signature" });
    expect(await handleStripeWebhook(deps, JSON.stringify(completed), null)).toMatchObject({
      status: 400,
    });
    expect(await send({ ...completed, id: `evt_${uid}_other`, type: "customer.created" })).toEqual({
      status: 200,
      outcome: "ignored",
    });
    // An event whose settling fails is not recorded: Stripe's retry runs it again.
    const outboxDown = {
      ...deps,
      mailer: {
        ...deps.mailer,
        sendEmail: async () => {
          throw new Error("outbox down");
        },
      },
    };
    const payload = JSON.stringify(completed);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await expect(handleStripeWebhook(outboxDown, payload, header)).rejects.toThrow("outbox down");
    const [stillPending] = await buyers.db
      .select()
      .from(orders)
      .where(eq(orders.id, created.orderId));
    expect(stillPending?.status).toBe("pending");
    // An order that is not ours is acknowledged and left alone.
    expect(
      await send(sessionEvent(`evt_${uid}_foreign`, "checkout.session.completed", "ord_x", "paid")),
    ).toEqual({ status: 200, outcome: "ignored" });
    expect(await send(completed)).toEqual({ status: 200, outcome: "handled" });
    expect(await send(completed)).toEqual({ status: 200, outcome: "replayed" });
    // "expired" arriving after "completed" changes nothing.
    expect(
      await send(
        sessionEvent(`evt_${uid}_2`, "checkout.session.expired", created.orderId, "unpaid"),
      ),
    ).toEqual({ status: 200, outcome: "handled" });
    const [paid] = await buyers.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(paid?.status).toBe("paid");
    const [registered] = await buyers.db
      .select({ n: count() })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.uid, uid));
    expect(registered?.n).toBe(1);

    // An unpaid (delayed) completion waits; the async failure then fails it.
    const other = await newUser();
    const pending = await order(other);
    if (!pending.ok) throw new Error(pending.message);
    await send(
      sessionEvent(`evt_${other}_1`, "checkout.session.completed", pending.orderId, "unpaid"),
    );
    const [waiting] = await buyers.db.select().from(orders).where(eq(orders.id, pending.orderId));
    expect(waiting?.status).toBe("pending");
    await send(
      sessionEvent(
        `evt_${other}_2`,
        "checkout.session.async_payment_failed",
        pending.orderId,
        "unpaid",
      ),
    );
    const [failed] = await buyers.db.select().from(orders).where(eq(orders.id, pending.orderId));
    expect(failed).toMatchObject({ status: "failed", failureReason: "declined" });
  });

  it("completes a console refund from Stripe's refund events, once, and fails a failed one", async () => {
    const stripe = new Stripe("sk_test_not_used_for_network");
    const deps = {
      db: buyers.db,
      mailer: mailer(),
      stripe,
      webhookSecret: WEBHOOK_SECRET,
      provider,
      baseUrl: options.baseUrl,
      organizerEmail: options.organizerEmail,
    };
    const send = (event: object) => {
      const payload = JSON.stringify(event);
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return handleStripeWebhook(deps, payload, header);
    };
    const uid = await newUser();
    const created = await order(uid);
    if (!created.ok) throw new Error(created.message);
    await markOrderPaid(buyers.db, mailer(), options, created.orderId);
    const pendingRefund = async (id: string) =>
      buyers.db.insert(orderRefunds).values({
        id,
        orderId: created.orderId,
        amountCents: 29900,
        reason: "Cancelled",
        releasedAccess: true,
        requestedBy: "support@example.com",
      });
    const refundEvent = (eventId: string, refundId: string, status: string) => ({
      id: eventId,
      object: "event",
      type: "refund.updated",
      data: {
        object: {
          id: `re_${refundId}`,
          object: "refund",
          status,
          metadata: { orderId: created.orderId, refundId },
        },
      },
    });
    await pendingRefund(`rf_fail_${uid}`);
    expect(await send(refundEvent(`evt_${uid}_r1`, `rf_fail_${uid}`, "failed"))).toEqual({
      status: 200,
      outcome: "handled",
    });
    await pendingRefund(`rf_ok_${uid}`);
    const succeeded = refundEvent(`evt_${uid}_r2`, `rf_ok_${uid}`, "succeeded");
    expect(await send(succeeded)).toEqual({ status: 200, outcome: "handled" });
    expect(await send(succeeded)).toEqual({ status: 200, outcome: "replayed" });
    const refunds = await buyers.db
      .select({ id: orderRefunds.id, status: orderRefunds.status })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, created.orderId));
    expect(Object.fromEntries(refunds.map((row) => [row.id, row.status]))).toEqual({
      [`rf_fail_${uid}`]: "failed",
      [`rf_ok_${uid}`]: "succeeded",
    });
    const [refunded] = await buyers.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(refunded?.status).toBe("refunded");
  });

  it("records a refund made in Stripe's dashboard once, and only after its payment", async () => {
    // Stripe's API on loopback: the payment carries the order id set at checkout.
    const server = createServer((request, response) => {
      const intent = /^\/v1\/payment_intents\/pi_([^/?]+)/.exec(request.url ?? "");
      response.setHeader("Content-Type", "application/json");
      response.end(
        JSON.stringify({
          id: `pi_${intent?.[1]}`,
          object: "payment_intent",
          metadata: intent?.[1] === "other" ? {} : { orderId: intent?.[1] },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const stripe = createStripeClient({
        secretKey: "sk_test_stand_in",
        api: { host: "127.0.0.1", port, protocol: "http" },
      });
      const sink = mailer();
      const deps = {
        db: buyers.db,
        mailer: sink,
        stripe,
        webhookSecret: WEBHOOK_SECRET,
        provider,
        baseUrl: options.baseUrl,
        organizerEmail: options.organizerEmail,
      };
      const send = (event: object) => {
        const payload = JSON.stringify(event);
        const header = stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        });
        return handleStripeWebhook(deps, payload, header);
      };
      const dashboardRefund = (
        eventId: string,
        refundId: string,
        orderId: string,
        cents: number,
      ) => ({
        id: eventId,
        object: "event",
        type: "refund.created",
        data: {
          object: {
            id: refundId,
            object: "refund",
            status: "succeeded",
            amount: cents,
            reason: "requested_by_customer",
            payment_intent: `pi_${orderId}`,
            metadata: {},
          },
        },
      });
      const uid = await newUser();
      const created = await order(uid);
      if (!created.ok) throw new Error(created.message);
      const orderId = created.orderId;
      const [{ amountCents = 0 } = {}] = await buyers.db
        .select({ amountCents: orders.amountCents })
        .from(orders)
        .where(eq(orders.id, orderId));

      // The refund's news before the payment's: Stripe is asked to send it again later.
      const early = dashboardRefund(`evt_${uid}_d0`, `re_${uid}_part`, orderId, 5000);
      expect(await send(early)).toEqual({ status: 409, outcome: "payment-not-settled" });
      expect(await refundsOf(orderId)).toEqual([]);

      await markOrderPaid(buyers.db, mailer(), options, orderId);
      expect(await send(early)).toEqual({ status: 200, outcome: "handled" });
      expect(await send(early)).toEqual({ status: 200, outcome: "replayed" });
      // The same refund under another event (charge.refund.updated): still one refund.
      expect(
        await send({
          ...dashboardRefund(`evt_${uid}_d1`, `re_${uid}_part`, orderId, 5000),
          type: "charge.refund.updated",
        }),
      ).toEqual({ status: 200, outcome: "handled" });
      let refunds = await refundsOf(orderId);
      expect(refunds).toEqual([
        expect.objectContaining({
          amountCents: 5000,
          status: "succeeded",
          releasedAccess: false,
          requestedBy: "Stripe dashboard",
          reason: "Refunded in the Stripe dashboard (requested by customer).",
        }),
      ]);
      const [partly] = await buyers.db.select().from(orders).where(eq(orders.id, orderId));
      expect(partly?.status).toBe("paid");
      expect(await seatsOf(orderId)).toBe(1);

      // The rest: the order is refunded and its seat released.
      expect(
        await send(dashboardRefund(`evt_${uid}_d2`, `re_${uid}_rest`, orderId, amountCents - 5000)),
      ).toEqual({ status: 200, outcome: "handled" });
      refunds = await refundsOf(orderId);
      expect(refunds.map((refund) => refund.releasedAccess).sort()).toEqual([false, true]);
      const [whole] = await buyers.db.select().from(orders).where(eq(orders.id, orderId));
      expect(whole?.status).toBe("refunded");
      expect(await seatsOf(orderId)).toBe(0);
      const audit = await buyers.db
        .select({ actor: staffAuditLog.actorEmail, action: staffAuditLog.action })
        .from(staffAuditLog)
        .where(eq(staffAuditLog.recordId, orderId));
      expect(audit).toEqual([
        { actor: "Stripe dashboard", action: "order.refund" },
        { actor: "Stripe dashboard", action: "order.refund" },
      ]);

      // A payment that is not one of ours (another integration on the account): acknowledged.
      expect(await send(dashboardRefund(`evt_${uid}_d3`, `re_${uid}_x`, "other", 100))).toEqual({
        status: 200,
        outcome: "ignored",
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  async function refundsOf(orderId: string) {
    return buyers.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  }

  async function seatsOf(orderId: string) {
    const [row] = await buyers.db
      .select({ seats: count() })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.orderId, orderId));
    return row?.seats ?? 0;
  }
});
