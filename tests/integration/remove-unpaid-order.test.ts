import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { orders } from "~/db/schema/orders";
import { readDashboardRecords } from "~/modules/dashboard/read-dashboard-records.server";
import { PAYMENT_MESSAGES } from "~/modules/payments/payment-messages";
import { removeUnpaidOrder } from "~/modules/payments/remove-unpaid-order.server";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { NOW, seatBuyers } from "../support/seat-buyers";

// The dashboard's purchases: what each order bought, and "Remove" on an
// unpaid one, which only its buyer may use and never on a paid order.

const COURSE_NAME = "AI & The Law: Essential Tools & Tactics";

describe.each(DATABASE_KINDS)("removing an unpaid order on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const { newUser, order } = buyers;

  async function placed(uid: string) {
    const result = await order(uid);
    if (!result.ok) throw new Error(result.message);
    return result.orderId;
  }

  async function row(orderId: string) {
    const [found] = await buyers.db.select().from(orders).where(eq(orders.id, orderId));
    return found;
  }

  it("lists what was bought, then cancels a pending order: hold released, checkout to close", async () => {
    const uid = await newUser();
    const orderId = await placed(uid);
    await buyers.db
      .update(orders)
      .set({ providerReference: `cs_${orderId}` })
      .where(eq(orders.id, orderId));
    expect((await readDashboardRecords(buyers.db, uid, new Date())).purchases).toEqual([
      expect.objectContaining({
        id: orderId,
        product: "course",
        courseId: SPLASH_COURSE_ID,
        courseName: COURSE_NAME,
        amountCents: 29900,
        status: "pending",
        payable: true,
      }),
    ]);

    const removed = await removeUnpaidOrder(buyers.db, uid, orderId, NOW);
    expect(removed).toEqual({
      ok: true,
      message: PAYMENT_MESSAGES.orderRemoved(COURSE_NAME),
      checkoutToClose: `cs_${orderId}`,
    });
    expect(await row(orderId)).toMatchObject({
      status: "failed",
      failureReason: "cancelled",
      removedAt: NOW,
    });
    expect((await readDashboardRecords(buyers.db, uid, new Date())).purchases).toEqual([]);
    // A second click answers the same and closes nothing more.
    expect(await removeUnpaidOrder(buyers.db, uid, orderId, NOW)).toMatchObject({
      ok: true,
      checkoutToClose: null,
    });
  });

  it("finds no one else's order and refuses a paid one, changing neither", async () => {
    const buyer = await newUser();
    const stranger = await newUser();
    const orderId = await placed(buyer);
    expect(await removeUnpaidOrder(buyers.db, stranger, orderId, NOW)).toEqual({
      ok: false,
      status: 404,
      message: PAYMENT_MESSAGES.orderNotFound,
    });
    expect(await removeUnpaidOrder(buyers.db, buyer, "ord_no_such_order", NOW)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await row(orderId)).toMatchObject({ status: "pending", removedAt: null });

    await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, orderId, NOW);
    expect(await removeUnpaidOrder(buyers.db, buyer, orderId, NOW)).toEqual({
      ok: false,
      status: 409,
      message: PAYMENT_MESSAGES.paidOrderKept,
    });
    expect(await row(orderId)).toMatchObject({ status: "paid", removedAt: null });
    expect(
      (await readDashboardRecords(buyers.db, buyer, new Date())).purchases.map(
        (each) => each.status,
      ),
    ).toEqual(["paid"]);
  });

  it("hides a failed order; should its checkout be paid after all, it shows as paid", async () => {
    const uid = await newUser();
    const orderId = await placed(uid);
    await buyers.db
      .update(orders)
      .set({ status: "failed", failureReason: "declined" })
      .where(eq(orders.id, orderId));
    expect(
      (await readDashboardRecords(buyers.db, uid, new Date())).purchases.map((each) => each.status),
    ).toEqual(["failed"]);
    expect(await removeUnpaidOrder(buyers.db, uid, orderId, NOW)).toMatchObject({
      ok: true,
      checkoutToClose: null,
    });
    expect(await row(orderId)).toMatchObject({ status: "failed", failureReason: "declined" });
    expect((await readDashboardRecords(buyers.db, uid, new Date())).purchases).toEqual([]);

    await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, orderId, NOW);
    expect(
      (await readDashboardRecords(buyers.db, uid, new Date())).purchases.map((each) => each.status),
    ).toEqual(["paid"]);
  });

  it("lists only the latest attempt at a product while unpaid, and none but the paid one after", async () => {
    const uid = await newUser();
    const first = await placed(uid);
    // Made a minute before the second attempt.
    await buyers.db
      .update(orders)
      .set({ createdAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(orders.id, first));
    const second = await placed(uid);
    // The second attempt replaced the first.
    expect(
      (await readDashboardRecords(buyers.db, uid, new Date())).purchases.map((each) => each.id),
    ).toEqual([second]);
    await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, second, NOW);
    const listed = (await readDashboardRecords(buyers.db, uid, new Date())).purchases;
    expect(listed.map((each) => [each.id, each.status])).toEqual([[second, "paid"]]);
    expect(listed.some((each) => each.id === first)).toBe(false);
  });
});
