import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema/email";
import { orderRefunds, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { listStaffOrders, loadStaffOrder } from "~/modules/payments/list-staff-orders.server";
import type { PaymentProvider } from "~/modules/payments/provider.server";
import { completeRefund, refundOrder, reserveRefund } from "~/modules/payments/refund-order.server";
import { resendReceipt } from "~/modules/payments/resend-receipt.server";
import {
  GIVE_UP_REFUNDS_AFTER_MS,
  RESUME_REFUNDS_AFTER_MS,
  resumePendingRefunds,
  UNCONFIRMED_REFUND_MESSAGE,
} from "~/modules/payments/resume-pending-refunds.server";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { NOW, seatBuyers } from "../support/seat-buyers";

const SUPPORT: StaffActor = {
  id: null,
  email: "support@example.com",
  roles: ["support"],
  ipAddress: null,
};

describe.each(DATABASE_KINDS)("refunds staff make on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const calls: { reference: string; amountCents?: number; idempotencyKey?: string }[] = [];
  let failNext = false;
  const provider: PaymentProvider = {
    ...buyers.provider,
    async refund(reference, options) {
      if (failNext) {
        failNext = false;
        throw new Error("charge_already_refunded");
      }
      calls.push({ reference, ...options });
      return `re_${calls.length}`;
    },
  };
  const deps = () => ({ provider, mailer: buyers.mailer() });

  /** A paid seat in the launch session, with a provider reference as Stripe would give. */
  async function paidOrder() {
    const uid = await buyers.newUser();
    const created = await buyers.order(uid);
    if (!created.ok) throw new Error(created.message);
    await buyers.db
      .update(orders)
      .set({ providerReference: `cs_${created.orderId}` })
      .where(eq(orders.id, created.orderId));
    await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, created.orderId, NOW);
    return { uid, orderId: created.orderId };
  }

  it("refunds part, then the rest; never more than was paid; the last part ends the order", async () => {
    const { orderId, uid } = await paidOrder();
    const part = await refundOrder(buyers.db, deps(), SUPPORT, {
      orderId,
      amountCents: 10000,
      reason: "Missed the first hour",
      releaseAccess: false,
    });
    expect(part).toMatchObject({ ok: true, orderRefunded: false });
    expect(calls.at(-1)).toMatchObject({ reference: `cs_${orderId}`, amountCents: 10000 });
    expect(calls.at(-1)?.idempotencyKey).toMatch(/^refund_/);
    expect(
      await refundOrder(buyers.db, deps(), SUPPORT, {
        orderId,
        amountCents: 20000,
        reason: "x",
        releaseAccess: true,
      }),
    ).toEqual({ ok: false, reason: "too-much", refundableCents: 19900 });
    // The registration stays after a partial refund without taking access back.
    expect(
      await buyers.db
        .select()
        .from(courseRegistrations)
        .where(eq(courseRegistrations.orderId, orderId)),
    ).toHaveLength(1);

    const rest = await refundOrder(buyers.db, deps(), SUPPORT, {
      orderId,
      amountCents: 19900,
      reason: "Cancelled",
      releaseAccess: true,
    });
    expect(rest).toMatchObject({ ok: true, orderRefunded: true });
    const [order] = await buyers.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("refunded");
    // The seat is free again.
    expect(
      await buyers.db
        .select()
        .from(courseRegistrations)
        .where(eq(courseRegistrations.orderId, orderId)),
    ).toHaveLength(0);
    const notices = await buyers.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, "refund-confirmation")));
    expect(notices).toHaveLength(2);
    expect(notices.map((notice) => notice.text).join()).toContain("$199");
    expect(
      await refundOrder(buyers.db, deps(), SUPPORT, {
        orderId,
        amountCents: 1,
        reason: "x",
        releaseAccess: false,
      }),
    ).toEqual({
      ok: false,
      reason: "not-paid",
    });
    const audit = await listAuditLog(buyers.db, { record: orderId, action: "order.refund" }, null);
    expect(audit.total.count).toBe(2);
    expect(audit.entries[1]?.reason).toBe("Missed the first hour");
  });

  it("two refunds at once cannot exceed what was paid", async () => {
    const { orderId } = await paidOrder();
    const results = await Promise.all(
      [1, 2].map(() =>
        refundOrder(buyers.db, deps(), SUPPORT, {
          orderId,
          amountCents: 20000,
          reason: "Double click",
          releaseAccess: false,
        }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, reason: "too-much", refundableCents: 9900 },
    ]);
  });

  it("a refund the provider refuses is marked failed and changes nothing else", async () => {
    const { orderId } = await paidOrder();
    failNext = true;
    const refused = await refundOrder(buyers.db, deps(), SUPPORT, {
      orderId,
      amountCents: 29900,
      reason: "x",
      releaseAccess: true,
    });
    expect(refused).toEqual({ ok: false, reason: "provider", message: "charge_already_refunded" });
    const [refund] = await buyers.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    expect(refund).toMatchObject({ status: "failed", failureReason: "charge_already_refunded" });
    const [order] = await buyers.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("paid");
    expect(
      await buyers.db
        .select()
        .from(courseRegistrations)
        .where(eq(courseRegistrations.orderId, orderId)),
    ).toHaveLength(1);
  });

  it("a refund reserved but never sent (the process stopped) is sent later, once", async () => {
    const { orderId, uid } = await paidOrder();
    const reserve = () =>
      buyers.db.transaction((tx) =>
        reserveRefund(tx, SUPPORT, {
          orderId,
          amountCents: 10000,
          reason: "x",
          releaseAccess: false,
        }),
      );
    const stopped = await reserve();
    if (!stopped.ok) throw new Error(stopped.reason);
    const reservedAt = (await refundRow(stopped.id))?.createdAt ?? new Date();
    const before = calls.length;
    // Too recent: the request that reserved it may still be sending it.
    const soon = new Date(reservedAt.getTime() + RESUME_REFUNDS_AFTER_MS / 2);
    expect(await resumePendingRefunds(buyers.db, deps(), soon)).toEqual({
      resumed: 0,
      failed: 0,
      abandoned: 0,
    });
    // Two instances' jobs at once: one refund at the provider's (one key), one completion.
    const later = new Date(reservedAt.getTime() + RESUME_REFUNDS_AFTER_MS + 1000);
    await Promise.all([
      resumePendingRefunds(buyers.db, deps(), later),
      resumePendingRefunds(buyers.db, deps(), later),
    ]);
    const keys = new Set(calls.slice(before).map((call) => call.idempotencyKey));
    expect([...keys]).toEqual([`refund_${stopped.id}`]);
    expect(await refundRow(stopped.id)).toMatchObject({ status: "succeeded" });
    const notices = await buyers.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, "refund-confirmation")));
    expect(notices).toHaveLength(1);

    // Past the provider's idempotency window: marked failed for staff, never asked twice.
    const old = await reserve();
    if (!old.ok) throw new Error(old.reason);
    const oldAt = (await refundRow(old.id))?.createdAt ?? new Date();
    const count = calls.length;
    const tooLate = new Date(oldAt.getTime() + GIVE_UP_REFUNDS_AFTER_MS + 1000);
    expect(await resumePendingRefunds(buyers.db, deps(), tooLate)).toMatchObject({ abandoned: 1 });
    expect(calls.length).toBe(count);
    expect(await refundRow(old.id)).toMatchObject({
      status: "failed",
      failureReason: UNCONFIRMED_REFUND_MESSAGE,
    });
  });

  async function refundRow(id: string) {
    const [row] = await buyers.db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
    return row;
  }

  it("the provider's webhook completing the refund first leaves the console's completion a no-op", async () => {
    const { orderId } = await paidOrder();
    const racing: PaymentProvider = {
      ...provider,
      async refund(_reference, options) {
        // Stripe's refund.updated webhook arrives before the API call returns.
        const refundId = options?.metadata?.refundId ?? "";
        expect(
          await completeRefund(buyers.db, buyers.mailer(), refundId, "re_webhook"),
        ).toMatchObject({ changed: true });
        return "re_webhook";
      },
    };
    const result = await refundOrder(
      buyers.db,
      { provider: racing, mailer: buyers.mailer() },
      SUPPORT,
      {
        orderId,
        amountCents: 29900,
        reason: "Webhook first",
        releaseAccess: true,
      },
    );
    expect(result).toMatchObject({ ok: true, orderRefunded: true });
    const refunds = await buyers.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    expect(refunds).toMatchObject([{ status: "succeeded", providerRefundId: "re_webhook" }]);
    const [order] = await buyers.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("refunded");
    const notices = await buyers.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "refund-confirmation"));
    expect(notices.filter((notice) => notice.text.includes(orderId))).toHaveLength(1);
  });

  it("sends a paid order's receipt again, with its calendar invitation", async () => {
    const { orderId, uid } = await paidOrder();
    expect(await resendReceipt(buyers.db, buyers.mailer(), buyers.options, SUPPORT, orderId)).toBe(
      true,
    );
    const receipts = await buyers.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, "payment-confirmation")));
    expect(receipts).toHaveLength(2);
    expect(JSON.stringify(receipts[1]?.attachments)).toContain("BEGIN:VCALENDAR");
  });

  it("finds orders by id, attendee, course and status, with what was refunded", async () => {
    const { orderId } = await paidOrder();
    await refundOrder(buyers.db, deps(), SUPPORT, {
      orderId,
      amountCents: 900,
      reason: "Late",
      releaseAccess: false,
    });
    const byId = await listStaffOrders(buyers.db, { q: orderId }, null);
    expect(byId.orders.map((row) => row.id)).toEqual([orderId]);
    expect(byId.orders[0]?.refundedCents).toBe(900);
    const [order] = await buyers.db.select().from(orders).where(eq(orders.id, orderId));
    const byEmail = await listStaffOrders(
      buyers.db,
      { q: order?.attendee.email.toUpperCase() },
      null,
    );
    expect(byEmail.orders.map((row) => row.id)).toContain(orderId);
    const paid = await listStaffOrders(buyers.db, { status: "paid" }, null);
    expect(paid.orders.every((row) => row.status === "paid")).toBe(true);
    expect((await listStaffOrders(buyers.db, { q: "%" }, null)).total.count).toBe(0);
    const loaded = await loadStaffOrder(buyers.db, orderId);
    expect(loaded?.refunds).toMatchObject([
      { amountCents: 900, status: "succeeded", reason: "Late" },
    ]);
    expect(await loadStaffOrder(buyers.db, "ord_none")).toBeNull();
  });
});
