import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderRefunds, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { refundOrder } from "~/modules/payments/refund-order.server";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { loadDailyActivity } from "~/modules/staff/load-daily-activity.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { NOW, seatBuyers } from "../support/seat-buyers";

// The console's 90-day charts: registrations and revenue per day, in the
// schedule's time zone, every day present.
describe.each(DATABASE_KINDS)("daily registrations and revenue on %s", (kind) => {
  const buyers = seatBuyers(kind);

  it("counts each day in Eastern time, revenue less refunds, and leaves out orders refunded at once", async () => {
    const empty = await loadDailyActivity(buyers.db, NOW, 7);
    expect(empty.map((entry) => entry.day)).toEqual([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
    ]);

    const paid = [] as { uid: string; orderId: string }[];
    for (let i = 0; i < 2; i++) {
      const uid = await buyers.newUser();
      const created = await buyers.order(uid);
      if (!created.ok) throw new Error(created.message);
      await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, created.orderId, NOW);
      paid.push({ uid, orderId: created.orderId });
    }
    // 03:00 UTC on the 20th is still the 19th in New York.
    await buyers.db
      .update(courseRegistrations)
      .set({ registeredAt: new Date("2026-11-20T03:00:00Z") })
      .where(eq(courseRegistrations.uid, paid[0]?.uid ?? ""));
    await buyers.db
      .update(courseRegistrations)
      .set({ registeredAt: new Date("2026-11-21T15:00:00Z") })
      .where(eq(courseRegistrations.uid, paid[1]?.uid ?? ""));
    await buyers.db
      .update(orders)
      .set({ paidAt: new Date("2026-11-20T03:00:00Z") })
      .where(eq(orders.id, paid[0]?.orderId ?? ""));

    // Part of the second order refunded on the 22nd.
    const refund = await refundOrder(
      buyers.db,
      { provider: buyers.provider, mailer: buyers.mailer() },
      { id: null, email: "support@example.com", roles: ["support"], ipAddress: null },
      {
        orderId: paid[1]?.orderId ?? "",
        amountCents: 5000,
        reason: "Goodwill",
        releaseAccess: false,
      },
    );
    if (!refund.ok) throw new Error(refund.reason);
    await buyers.db
      .update(orderRefunds)
      .set({ completedAt: new Date("2026-11-22T16:00:00Z") })
      .where(eq(orderRefunds.id, refund.refundId));

    // An order refunded at once (no seat left) brought nothing in.
    const lost = await buyers.order(await buyers.newUser());
    if (!lost.ok) throw new Error(lost.message);
    await buyers.db
      .update(orders)
      .set({ status: "refunded", paidAt: new Date("2026-11-21T15:00:00Z") })
      .where(eq(orders.id, lost.orderId));

    const days = await loadDailyActivity(buyers.db, NOW, 7);
    const of = (day: string) => days.find((entry) => entry.day === day);
    expect(of("2026-11-19")).toEqual({ day: "2026-11-19", registrations: 1, revenueCents: 29900 });
    expect(of("2026-11-20")).toEqual({ day: "2026-11-20", registrations: 0, revenueCents: 0 });
    expect(of("2026-11-21")).toEqual({ day: "2026-11-21", registrations: 1, revenueCents: 0 });
    expect(of("2026-11-22")).toEqual({
      day: "2026-11-22",
      registrations: 0,
      revenueCents: 29900 - 5000,
    });
  });
});
