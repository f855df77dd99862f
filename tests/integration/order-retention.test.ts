import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { orderRefunds, orders, paymentEvents } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog } from "~/db/schema/staff";
import { ORDER_RETENTION_YEARS } from "~/modules/retention/order-retention";
import { purgeExpiredRecords } from "~/modules/retention/purge-expired-records.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { attorney, COURSE, START } from "../support/attendance-fixtures";

// A closed account's orders, kept for the accounts without the buyer's name and
// address, are deleted by the retention schedule ORDER_RETENTION_YEARS after the end of
// the year of their last money movement (the purchase or the last refund), with their
// refunds and payment events, and the audit entries about them are shredded
// (docs/decisions/0041-shredding-the-audit-log.md). An open account's orders stay.

describe.each(DATABASE_KINDS)("order retention on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  /** A paid order of `uid` for COURSE, made (and paid) at `at`, with its registration. */
  async function order(uid: string, id: string, at: string) {
    await db()
      .insert(orders)
      .values({
        id,
        uid,
        courseId: COURSE,
        courseName: "Persuasive brief writing",
        amountCents: 14900,
        priceKind: "regular",
        status: "paid",
        paidAt: new Date(at),
        provider: "stripe",
        providerReference: `cs_${id}`,
        idempotencyKey: `key-${id}`,
        attendee: { firstName: "", lastName: "", email: "", state: "" },
        holdExpiresAt: new Date(at),
        createdAt: new Date(at),
      });
    await db()
      .update(courseRegistrations)
      .set({ orderId: id })
      .where(eq(courseRegistrations.uid, uid));
  }

  it("deletes a closed account's orders the day after their period, an open one's never", async () => {
    expect(ORDER_RETENTION_YEARS).toBe(7);
    const closed = await attorney(db(), COURSE);
    const open = await attorney(db(), COURSE);
    const paidInMarch = `ord-march-${kind}`;
    const refundedLater = `ord-refunded-${kind}`;
    const openOrder = `ord-open-${kind}`;
    await order(closed, paidInMarch, "2026-03-10T15:00:00Z");
    await order(closed, refundedLater, "2026-06-01T15:00:00Z");
    await order(open, openOrder, "2010-01-04T15:00:00Z");
    // Refunded in the next year: the books hold it until that year's period ends.
    await db()
      .insert(orderRefunds)
      .values({
        id: `refund-${kind}`,
        orderId: refundedLater,
        amountCents: 14900,
        reason: "Zoë could not attend.",
        status: "succeeded",
        requestedBy: "support@example.com",
        createdAt: new Date("2027-02-01T10:00:00Z"),
        completedAt: new Date("2027-02-01T10:05:00Z"),
      });
    await db()
      .insert(paymentEvents)
      .values([
        { id: `evt-paid-${kind}`, type: "checkout.session.completed", orderId: refundedLater },
        { id: `evt-open-${kind}`, type: "checkout.session.completed", orderId: openOrder },
      ]);
    const [receipt, refund, openRefund] = await db()
      .insert(staffAuditLog)
      .values(
        [
          {
            recordId: paidInMarch,
            action: "order.resend-receipt",
            after: { to: "zoe@example.com" },
          },
          { recordId: refundedLater, action: "order.refund", reason: "Zoë could not attend." },
          { recordId: openOrder, action: "order.refund", reason: "Asked for it." },
        ].map((entry) => ({
          ...entry,
          actorEmail: "support@example.com",
          actorRoles: ["support"],
          recordType: "order",
        })),
      )
      .returning({ id: staffAuditLog.id });
    if (!receipt || !refund || !openRefund) throw new Error("no entries");

    // The account closes: its registrations go, its orders stay without a link.
    await db().delete(user).where(eq(user.id, closed));
    const left = async () =>
      (
        await db()
          .select({ id: orders.id })
          .from(orders)
          .where(inArray(orders.id, [paidInMarch, refundedLater, openOrder]))
          .orderBy(asc(orders.id))
      ).map((row) => row.id);
    const shredded = async () =>
      (
        await db()
          .select({ id: staffAuditLog.id, shreddedAt: staffAuditLog.shreddedAt })
          .from(staffAuditLog)
          .where(inArray(staffAuditLog.id, [receipt.id, refund.id, openRefund.id]))
          .orderBy(asc(staffAuditLog.id))
      ).map((row) => row.shreddedAt !== null);
    expect(await left()).toEqual([openOrder, paidInMarch, refundedLater].sort());

    // Bought in 2026: kept to the end of 2033, deleted from the first day of 2034.
    expect(await purgeExpiredRecords(db(), new Date("2033-12-31T23:00:00Z"))).toMatchObject({
      orders: 0,
    });
    expect(await left()).toEqual([openOrder, paidInMarch, refundedLater].sort());
    expect(await purgeExpiredRecords(db(), new Date("2034-01-01T01:00:00Z"))).toEqual({
      deleted: 0,
      orders: 1,
      shredded: 1,
    });
    expect(await left()).toEqual([openOrder, refundedLater].sort());
    expect(await shredded()).toEqual([true, false, false]);

    // Bought in 2026 but refunded in 2027: kept to the end of 2034.
    expect(await purgeExpiredRecords(db(), new Date("2034-12-31T23:00:00Z"))).toMatchObject({
      orders: 0,
    });
    expect(await purgeExpiredRecords(db(), new Date("2035-01-01T01:00:00Z"))).toEqual({
      deleted: 0,
      orders: 1,
      shredded: 1,
    });
    expect(await left()).toEqual([openOrder]);
    expect(
      await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, refundedLater)),
    ).toEqual([]);
    expect(
      (
        await db()
          .select({ id: paymentEvents.id })
          .from(paymentEvents)
          .where(inArray(paymentEvents.id, [`evt-paid-${kind}`, `evt-open-${kind}`]))
      ).map((row) => row.id),
    ).toEqual([`evt-open-${kind}`]);
    expect(await shredded()).toEqual([true, true, false]);

    // Decades on, the open account's order, its event and its entry are all still there.
    await purgeExpiredRecords(db(), new Date("2060-01-01T01:00:00Z"));
    expect(await left()).toEqual([openOrder]);
    expect(await shredded()).toEqual([true, true, false]);
    const [kept] = await db()
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.id, openRefund.id));
    expect(kept?.reason).toBe("Asked for it.");
    const runs = await db()
      .select({ recordId: staffAuditLog.recordId, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "records.retention-purge"))
      .orderBy(asc(staffAuditLog.id));
    expect(runs).toEqual([
      { recordId: "2034-01-01", after: { deleted: 0, orders: 1, shredded: 1 } },
      { recordId: "2035-01-01", after: { deleted: 0, orders: 1, orderRefunds: 1, shredded: 1 } },
    ]);
  });
});
