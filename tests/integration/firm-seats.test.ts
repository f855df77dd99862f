import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { FIRM_SEAT_MESSAGES, INVOICE_TERMS_DAYS } from "~/content/firm-seats";
import { plans } from "~/db/schema/accounts";
import { liveSessions } from "~/db/schema/catalogue";
import { firmSeats } from "~/db/schema/firm-seats";
import { firmMembers, firms } from "~/db/schema/firms";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog } from "~/db/schema/staff";
import { createDiscountCode } from "~/modules/discounts/create-discount-code.server";
import { giveFirmSeat } from "~/modules/firm-seats/give-firm-seat.server";
import { listFirmSeatPools } from "~/modules/firm-seats/list-firm-seat-pools.server";
import {
  countInvoices,
  type InvoiceFilters,
  listInvoices,
  listOpenInvoices,
} from "~/modules/firm-seats/list-open-invoices.server";
import { markInvoicePaid } from "~/modules/firm-seats/mark-invoice-paid.server";
import {
  type FirmOrderRequest,
  placeFirmOrder,
} from "~/modules/firm-seats/place-firm-order.server";
import { reassignFirmSeat } from "~/modules/firm-seats/reassign-firm-seat.server";
import { releaseFirmSeat } from "~/modules/firm-seats/release-firm-seat.server";
import { setInvoiceThreshold } from "~/modules/firm-seats/set-invoice-threshold.server";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { moveFirmSeat } from "~/modules/staff-firms/move-firm-seat.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { NOW, seatBuyers } from "../support/seat-buyers";

// Firm seats: buying N seats by card or on invoice (from the staff's
// threshold), discount codes on firm orders, the pool's seats given,
// claimed (never the last one twice), moved and freed, and staff marking
// an invoice paid.

const STAFF: StaffActor = {
  id: null,
  email: "books@example.com",
  roles: ["support"],
  ipAddress: null,
};
const PRICE = 29_900;
const DAY_MS = 24 * 60 * 60_000;

describe.each(DATABASE_KINDS)("firm seats on %s", (kind) => {
  const buyers = seatBuyers(kind);

  /** A firm with an administrator and `members` members. */
  async function firm(members = 0) {
    const firmId = `firm_${randomUUID().slice(0, 8)}`;
    await buyers.db.insert(firms).values({ id: firmId, name: "Hale & Partners", slug: firmId });
    const admin = await buyers.newUser();
    await buyers.db
      .insert(firmMembers)
      .values({ id: randomUUID(), organizationId: firmId, userId: admin, role: "admin" });
    const people: string[] = [];
    for (let index = 0; index < members; index += 1) {
      const uid = await buyers.newUser();
      await buyers.db
        .insert(firmMembers)
        .values({ id: randomUUID(), organizationId: firmId, userId: uid, role: "member" });
      people.push(uid);
    }
    return { firmId, admin, people };
  }

  function buy(
    firmId: string,
    uid: string,
    extra: Partial<FirmOrderRequest> = {},
    quantity = extra.quantity ?? 5,
  ) {
    return placeFirmOrder(
      buyers.db,
      {
        firmId,
        uid,
        product: { kind: "course", courseId: SPLASH_COURSE_ID },
        quantity,
        liveSessionId: buyers.launchSessionId,
        discountCode: null,
        expectedTotalCents: PRICE * quantity,
        idempotencyKey: randomUUID(),
        provider: "stripe",
        ...extra,
      },
      NOW,
    );
  }

  async function poolOf(firmId: string) {
    const [pool] = await listFirmSeatPools(buyers.db, firmId);
    if (!pool) throw new Error("no pool");
    return pool;
  }

  it("below the threshold a firm pays by card: the seats come with the payment, not to the buyer", async () => {
    await setInvoiceThreshold(buyers.db, STAFF, 10_000_000, NOW);
    const { firmId, admin } = await firm();
    const placed = await buy(firmId, admin, { quantity: 2 });
    expect(placed).toMatchObject({ ok: true, status: "pending" });
    if (!placed.ok) return;
    expect(await listFirmSeatPools(buyers.db, firmId)).toEqual([]);
    const settled = await markOrderPaid(
      buyers.db,
      buyers.mailer(),
      buyers.options,
      placed.orderId,
      NOW,
    );
    expect(settled.status).toBe("paid");
    const pool = await poolOf(firmId);
    expect(pool).toMatchObject({ quantity: 2, used: 0, orderStatus: "paid" });
    const registered = await buyers.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.uid, admin));
    expect(registered).toEqual([]);
  });

  it("at or above the threshold the order is invoiced, net 30, its seats ready at once; staff mark it paid (audited)", async () => {
    await setInvoiceThreshold(buyers.db, STAFF, PRICE * 5, NOW);
    const { firmId, admin } = await firm();
    const placed = await buy(firmId, admin, { quantity: 5 });
    expect(placed).toMatchObject({ ok: true, status: "invoiced" });
    if (!placed.ok) return;
    const [order] = await buyers.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      paymentTerms: "invoice",
      firmId,
      quantity: 5,
      amountCents: PRICE * 5,
    });
    expect(order?.invoiceDueAt?.getTime()).toBe(NOW.getTime() + INVOICE_TERMS_DAYS * DAY_MS);
    expect(await poolOf(firmId)).toMatchObject({ quantity: 5, used: 0 });
    const later = new Date(NOW.getTime() + 31 * DAY_MS);
    const open = (await listOpenInvoices(buyers.db, later)).find(
      (row) => row.orderId === placed.orderId,
    );
    expect(open).toMatchObject({ ageDays: 31, overdue: true, firmName: "Hale & Partners" });
    // The console's views: overdue only once the due date passed, found by the firm's name.
    const listed = async (filters: InvoiceFilters, now: Date) =>
      (await listInvoices(buyers.db, filters, { page: 1, now })).map((row) => row.orderId);
    expect(await listed({ state: "overdue" }, NOW)).not.toContain(placed.orderId);
    expect(await listed({ state: "overdue", q: "hale &" }, later)).toContain(placed.orderId);
    expect(await countInvoices(buyers.db, { state: "open", q: "no such firm" }, later)).toBe(0);
    expect(await markInvoicePaid(buyers.db, STAFF, placed.orderId, later)).toBe("paid");
    expect(await listed({ state: "open" }, later)).not.toContain(placed.orderId);
    expect(await listed({ state: "paid", q: placed.orderId }, later)).toEqual([placed.orderId]);
    expect(await markInvoicePaid(buyers.db, STAFF, placed.orderId, later)).toBe("not-open");
    expect(await markInvoicePaid(buyers.db, STAFF, "ord_nothing", later)).toBe("missing");
    const audit = await buyers.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.recordId, placed.orderId),
          eq(staffAuditLog.action, "order.mark-invoice-paid"),
        ),
      );
    expect(audit).toHaveLength(1);
    const [paid] = await buyers.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(paid?.status).toBe("paid");
  });

  it("a discount code applies to the firm's whole order, and a wrong total is refused", async () => {
    await setInvoiceThreshold(buyers.db, STAFF, PRICE * 3, NOW);
    const code = `FIRM${randomUUID().slice(0, 6).toUpperCase()}`;
    const made = await createDiscountCode(buyers.db, STAFF, {
      code,
      kind: "percent",
      value: 10,
      scope: "all",
      courseId: null,
      bundleId: null,
      useLimit: null,
      perAccountLimit: null,
      startsOn: "2026-11-01",
      endsOn: null,
      accountEmail: null,
      note: null,
    });
    expect(made.ok).toBe(true);
    const { firmId, admin } = await firm();
    const refused = await buy(firmId, admin, { quantity: 3, discountCode: code });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    const placed = await buy(firmId, admin, {
      quantity: 3,
      discountCode: code,
      expectedTotalCents: PRICE * 3 - (PRICE * 3) / 10,
    });
    // 3 seats less 10% fall under the threshold of 3 seats: paid by card.
    expect(placed).toMatchObject({ ok: true, status: "pending" });
    if (!placed.ok) return;
    const [order] = await buyers.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ discountCode: code, discountCents: (PRICE * 3) / 10 });
  });

  it("a firm cannot hold more seats of a live session than it has left", async () => {
    const [session] = await buyers.db
      .select({ capacity: liveSessions.capacity })
      .from(liveSessions)
      .where(eq(liveSessions.id, buyers.launchSessionId));
    const { firmId, admin } = await firm();
    const quantity = (session?.capacity ?? 0) + 1;
    const placed = await buy(firmId, admin, { quantity }, quantity);
    expect(placed).toMatchObject({ ok: false, status: 409, field: "liveSessionId" });
  });

  it("members claim seats in parallel: the last seat goes to exactly one of them", async () => {
    await setInvoiceThreshold(buyers.db, STAFF, 1, NOW);
    const { firmId, admin, people } = await firm(6);
    const placed = await buy(firmId, admin, { quantity: 2 });
    expect(placed).toMatchObject({ ok: true, status: "invoiced" });
    const pool = await poolOf(firmId);
    const first = await giveFirmSeat(
      buyers.db,
      { firmId, poolId: pool.id, holderUid: admin, givenBy: "assigned" },
      NOW,
    );
    expect(first.ok).toBe(true);
    const claims = await Promise.all(
      people.map((uid) =>
        giveFirmSeat(
          buyers.db,
          { firmId, poolId: pool.id, holderUid: uid, givenBy: "claimed" },
          NOW,
        ),
      ),
    );
    expect(claims.filter((claim) => claim.ok)).toHaveLength(1);
    for (const claim of claims.filter((item) => !item.ok))
      expect(claim).toMatchObject({ message: FIRM_SEAT_MESSAGES.noSeatLeft });
    const after = await poolOf(firmId);
    expect(after).toMatchObject({ quantity: 2, used: 2 });
    const registrations = await buyers.db
      .select({ uid: courseRegistrations.uid, orderId: courseRegistrations.orderId })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.orderId, pool.orderId));
    expect(registrations).toHaveLength(2);
  });

  it("a seat goes only to the firm's members, once a person; an unused seat moves until the course starts", async () => {
    await setInvoiceThreshold(buyers.db, STAFF, 1, NOW);
    const { firmId, admin, people } = await firm(2);
    const [alice = "", bob = ""] = people;
    await buy(firmId, admin, { quantity: 2 });
    const pool = await poolOf(firmId);
    const outsider = await buyers.newUser();
    expect(
      await giveFirmSeat(
        buyers.db,
        { firmId, poolId: pool.id, holderUid: outsider, givenBy: "assigned" },
        NOW,
      ),
    ).toMatchObject({ ok: false, message: FIRM_SEAT_MESSAGES.notAMember });
    const given = await giveFirmSeat(
      buyers.db,
      { firmId, poolId: pool.id, holderUid: alice, givenBy: "assigned" },
      NOW,
    );
    expect(given.ok).toBe(true);
    expect(
      await giveFirmSeat(
        buyers.db,
        { firmId, poolId: pool.id, holderUid: alice, givenBy: "claimed" },
        NOW,
      ),
    ).toMatchObject({ ok: false, message: FIRM_SEAT_MESSAGES.alreadyHolds });
    if (!given.ok) return;
    const moved = await reassignFirmSeat(
      buyers.db,
      { firmId, seatId: given.seatId, holderUid: bob },
      NOW,
    );
    expect(moved.ok).toBe(true);
    const holders = await buyers.db
      .select({ uid: courseRegistrations.uid })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.orderId, pool.orderId));
    expect(holders.map((row) => row.uid)).toEqual([bob]);
    // Once the session has begun, seats stay as they are.
    const [session] = await buyers.db
      .select({ startsAt: liveSessions.startsAt })
      .from(liveSessions)
      .where(eq(liveSessions.id, buyers.launchSessionId));
    const started = new Date((session?.startsAt ?? NOW).getTime() + 60_000);
    const [bobSeat] = await buyers.db
      .select({ id: firmSeats.id })
      .from(firmSeats)
      .where(and(eq(firmSeats.poolId, pool.id), eq(firmSeats.holderUid, bob)));
    expect(
      await releaseFirmSeat(buyers.db, { firmId, seatId: bobSeat?.id ?? "" }, started),
    ).toMatchObject({ ok: false, message: FIRM_SEAT_MESSAGES.started });
    expect(
      await giveFirmSeat(
        buyers.db,
        { firmId, poolId: pool.id, holderUid: alice, givenBy: "claimed" },
        started,
      ),
    ).toMatchObject({ ok: false, message: FIRM_SEAT_MESSAGES.started });
    // Before it, the seat frees again.
    expect(
      await releaseFirmSeat(buyers.db, { firmId, seatId: bobSeat?.id ?? "" }, NOW),
    ).toMatchObject({ ok: true });
    expect(await poolOf(firmId)).toMatchObject({ used: 0 });
  });

  it("support move a seat from the console, audited with the move; a refused move writes nothing", async () => {
    await setInvoiceThreshold(buyers.db, STAFF, 1, NOW);
    const { firmId, admin, people } = await firm(2);
    const [alice = "", bob = ""] = people;
    await buy(firmId, admin, { quantity: 1 });
    const pool = await poolOf(firmId);
    const given = await giveFirmSeat(
      buyers.db,
      { firmId, poolId: pool.id, holderUid: alice, givenBy: "assigned" },
      NOW,
    );
    if (!given.ok) throw new Error(given.message);
    const outsider = await buyers.newUser();
    const refused = await moveFirmSeat(
      buyers.db,
      STAFF,
      { firmId, seatId: given.seatId, holderUid: outsider },
      NOW,
    );
    expect(refused).toMatchObject({ ok: false, message: FIRM_SEAT_MESSAGES.notAMember });
    const moves = () =>
      buyers.db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, "firm.seat-move"), eq(staffAuditLog.recordId, firmId)));
    expect(await moves()).toHaveLength(0);
    // The refused move left Alice her seat.
    expect((await poolOf(firmId)).seats.find((seat) => seat.id === given.seatId)?.holderUid).toBe(
      alice,
    );
    expect(
      await moveFirmSeat(buyers.db, STAFF, { firmId, seatId: given.seatId, holderUid: bob }, NOW),
    ).toEqual({ ok: true });
    const [entry] = await moves();
    expect(entry).toMatchObject({
      actorEmail: STAFF.email,
      recordType: "firm",
      before: { seatId: given.seatId, holderUid: alice },
      after: { seatId: given.seatId, holderUid: bob },
    });
    const holders = await buyers.db
      .select({ uid: courseRegistrations.uid })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.orderId, pool.orderId));
    expect(holders.map((row) => row.uid)).toEqual([bob]);
  });

  it("membership seats give each holder a year of membership from the firm's order", async () => {
    await setInvoiceThreshold(buyers.db, STAFF, 1, NOW);
    const { firmId, admin, people } = await firm(1);
    const placed = await placeFirmOrder(
      buyers.db,
      {
        firmId,
        uid: admin,
        product: { kind: "membership" },
        quantity: 2,
        liveSessionId: null,
        discountCode: null,
        expectedTotalCents: 2 * (await membershipPrice()),
        idempotencyKey: randomUUID(),
        provider: "stripe",
      },
      NOW,
    );
    expect(placed).toMatchObject({ ok: true, status: "invoiced" });
    const pool = await poolOf(firmId);
    const given = await giveFirmSeat(
      buyers.db,
      { firmId, poolId: pool.id, holderUid: people[0] ?? "", givenBy: "claimed" },
      NOW,
    );
    expect(given.ok).toBe(true);
    const [plan] = await buyers.db
      .select()
      .from(plans)
      .where(eq(plans.uid, people[0] ?? ""));
    expect(plan).toMatchObject({ kind: "annual", orderId: pool.orderId });
  });
});

async function membershipPrice(): Promise<number> {
  const { ANNUAL_MEMBERSHIP } = await import("~/content/plans");
  return ANNUAL_MEMBERSHIP.priceCents;
}
