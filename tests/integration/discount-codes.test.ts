import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_CLE_BUNDLE_ID, SPLASH_COURSE_ID } from "~/content/catalogue";
import { openDatabase } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { discountCodes } from "~/db/schema/discounts";
import { orders } from "~/db/schema/orders";
import { createDiscountCode } from "~/modules/discounts/create-discount-code.server";
import type { NewDiscountCode } from "~/modules/discounts/discount-forms";
import { DISCOUNT_MESSAGES } from "~/modules/discounts/discount-messages";
import { discountCents } from "~/modules/discounts/discount-rules";
import { endDiscountCode } from "~/modules/discounts/end-discount-code.server";
import { listDiscountCodes } from "~/modules/discounts/list-discount-codes.server";
import { createOrder } from "~/modules/payments/create-order.server";
import { refundOrder } from "~/modules/payments/refund-order.server";
import { markOrderFailed, markOrderPaid } from "~/modules/payments/settle-order.server";
import { startCheckout } from "~/modules/payments/start-checkout.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, outboxMessages } from "../setup/test-services";
import { attendee, NOW, seatBuyers } from "../support/seat-buyers";

// Discount codes: what they take off, where and when they apply, their
// limits (in all, per account, under a crowd of buyers), the uses an
// abandoned order gives back, and a discounted order's refund.

const STAFF: StaffActor = {
  id: null,
  email: "aid-lead@example.com",
  roles: ["support"],
  ipAddress: null,
};
const OTHER_COURSE = "generative-ai-ediscovery-document-review";
const REGULAR = 29_900;

describe("what a code takes off (never below zero)", () => {
  it.each([
    { kind: "percent", value: 10, price: 29_900, off: 2_990 },
    { kind: "percent", value: 50, price: 60_001, off: 30_001 },
    { kind: "percent", value: 100, price: 29_900, off: 29_900 },
    { kind: "amount", value: 5_000, price: 29_900, off: 5_000 },
    { kind: "amount", value: 50_000, price: 29_900, off: 29_900 },
    { kind: "amount", value: 5_000, price: 0, off: 0 },
    { kind: "percent", value: 33, price: 7_900, off: 2_607 },
  ] as const)("$kind $value on $price → $off off", ({ kind, value, price, off }) => {
    expect(discountCents({ kind, value }, price)).toBe(off);
    expect(price - discountCents({ kind, value }, price)).toBeGreaterThanOrEqual(0);
  });
});

function form(overrides: Partial<NewDiscountCode>): NewDiscountCode {
  return {
    code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
    kind: "percent",
    value: 20,
    scope: "all",
    courseId: null,
    bundleId: null,
    useLimit: null,
    perAccountLimit: null,
    startsOn: "2026-11-01",
    endsOn: null,
    accountEmail: null,
    note: null,
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)("discount codes at payment on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const { newUser, order } = buyers;

  async function code(overrides: Partial<NewDiscountCode>) {
    const made = await createDiscountCode(buyers.db, STAFF, form(overrides));
    if (!made.ok) throw new Error(made.message);
    const [row] = await buyers.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, made.codeId));
    if (!row) throw new Error("no code");
    return row;
  }

  const cases: {
    name: string;
    code: Partial<NewDiscountCode>;
    product?: "splash" | "other" | "bundle";
    price: number | string;
  }[] = [
    { name: "20 % on all courses", code: { value: 20 }, price: 23_920 },
    { name: "$50 off", code: { kind: "amount", value: 5_000 }, price: 24_900 },
    {
      name: "$500 off a $299 course: free, not negative",
      code: { kind: "amount", value: 50_000 },
      price: 0,
    },
    { name: "100 % off", code: { value: 100 }, price: 0 },
    {
      name: "made for this course",
      code: { scope: "course", courseId: SPLASH_COURSE_ID },
      price: 23_920,
    },
    {
      name: "made for another course",
      code: { scope: "course", courseId: OTHER_COURSE },
      price: DISCOUNT_MESSAGES.notForThis,
    },
    {
      name: "made for a bundle, used on a course",
      code: { scope: "bundle", bundleId: AI_CLE_BUNDLE_ID },
      price: DISCOUNT_MESSAGES.notForThis,
    },
    { name: "not started yet", code: { startsOn: "2026-12-01" }, price: DISCOUNT_MESSAGES.notYet },
    {
      name: "ended the day before",
      code: { startsOn: "2026-11-01", endsOn: "2026-11-21" },
      price: DISCOUNT_MESSAGES.expired,
    },
    {
      name: "ends this very day",
      code: { startsOn: "2026-11-01", endsOn: "2026-11-22" },
      price: 23_920,
    },
  ];

  it.each(cases)("$name → $price", async ({ code: overrides, price }) => {
    const row = await code(overrides);
    const uid = await newUser();
    const expected = typeof price === "number" ? price : REGULAR;
    const result = await order(uid, {
      discountCode: row.code.toLowerCase(),
      expectedPriceCents: expected,
    });
    if (typeof price === "string") {
      expect(result).toMatchObject({ ok: false, message: price, field: "discountCode" });
      expect(result.ok ? 0 : result.status).toBeGreaterThanOrEqual(400);
      expect(result.ok ? 0 : result.status).toBeLessThan(500);
      return;
    }
    expect(result.ok).toBe(true);
    const [made] = await buyers.db.select().from(orders).where(eq(orders.uid, uid));
    expect(made).toMatchObject({
      amountCents: price,
      discountCents: REGULAR - price,
      discountCode: row.code,
      discountCodeId: row.id,
    });
  });

  it("an unknown, malformed or ended code gets a clear 4xx, and no order is made", async () => {
    const uid = await newUser();
    for (const [typed, message] of [
      ["NO-SUCH-CODE", DISCOUNT_MESSAGES.unknown],
      ["x", DISCOUNT_MESSAGES.malformed],
      ["bad code!", DISCOUNT_MESSAGES.malformed],
    ] as const) {
      expect(await order(uid, { discountCode: typed })).toMatchObject({
        ok: false,
        status: 422,
        message,
      });
    }
    const ended = await code({});
    expect(await endDiscountCode(buyers.db, STAFF, ended.id, NOW)).toBe(true);
    expect(
      await order(uid, { discountCode: ended.code, expectedPriceCents: 23_920 }),
    ).toMatchObject({
      ok: false,
      message: DISCOUNT_MESSAGES.ended,
    });
    expect(await buyers.db.select().from(orders).where(eq(orders.uid, uid))).toEqual([]);
  });

  it("the price shown must be the discounted one: a tampered price is refused", async () => {
    const row = await code({ value: 20 });
    const uid = await newUser();
    expect(await order(uid, { discountCode: row.code, expectedPriceCents: 100 })).toMatchObject({
      ok: false,
      status: 409,
    });
    // Members: the code applies to the members' price.
    const member = await newUser(true);
    expect(
      await order(member, { discountCode: row.code, expectedPriceCents: 11_920 }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("a code tied to one account refuses every other account", async () => {
    const owner = await newUser();
    const [account] = await buyers.db.select().from(user).where(eq(user.id, owner));
    const row = await code({ accountEmail: account?.email ?? "" });
    const stranger = await newUser();
    expect(
      await order(stranger, { discountCode: row.code, expectedPriceCents: 23_920 }),
    ).toMatchObject({
      ok: false,
      message: DISCOUNT_MESSAGES.unknown,
    });
    expect(
      await order(owner, { discountCode: row.code, expectedPriceCents: 23_920 }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("limits: per account and in all; an abandoned or failed order gives its use back", async () => {
    const row = await code({ useLimit: 2, perAccountLimit: 1 });
    const first = await newUser();
    const placed = await order(first, { discountCode: row.code, expectedPriceCents: 23_920 });
    expect(placed.ok).toBe(true);
    // The same buyer again (another course): one use per account.
    const again = await createOrder(
      buyers.db,
      {
        uid: first,
        product: { kind: "course", courseId: OTHER_COURSE },
        liveSessionId: null,
        expectedPriceCents: 9_520,
        attendee,
        utm: null,
        idempotencyKey: randomUUID(),
        provider: "stripe",
        discountCode: row.code,
      },
      NOW,
    );
    expect(again).toMatchObject({ ok: false, message: DISCOUNT_MESSAGES.usedByYou });
    const second = await newUser();
    const third = await newUser();
    const secondOrder = await order(second, { discountCode: row.code, expectedPriceCents: 23_920 });
    expect(secondOrder.ok).toBe(true);
    expect(
      await order(third, { discountCode: row.code, expectedPriceCents: 23_920 }),
    ).toMatchObject({
      ok: false,
      message: DISCOUNT_MESSAGES.usedUp,
    });
    // The second buyer declines at the checkout: the use comes back.
    if (!secondOrder.ok) throw new Error("no order");
    await markOrderFailed(buyers.db, secondOrder.orderId, "declined", NOW);
    expect(
      await order(third, { discountCode: row.code, expectedPriceCents: 23_920 }),
    ).toMatchObject({
      ok: true,
    });
    // An hour later every hold has expired (nothing paid): every use is back.
    const later = new Date(NOW.getTime() + 60 * 60_000);
    const fourth = await newUser();
    const afterHolds = await createOrder(
      buyers.db,
      {
        uid: fourth,
        product: { kind: "course", courseId: OTHER_COURSE },
        liveSessionId: null,
        expectedPriceCents: 9_520,
        attendee,
        utm: null,
        idempotencyKey: randomUUID(),
        provider: "stripe",
        discountCode: row.code,
      },
      later,
    );
    expect(afterHolds.ok).toBe(true);
  });

  it("a paid discounted order: receipt, uses and revenue, and a refund of at most what was paid", async () => {
    const row = await code({ kind: "amount", value: 10_000 });
    const uid = await newUser();
    const placed = await order(uid, { discountCode: row.code, expectedPriceCents: 19_900 });
    if (!placed.ok) throw new Error(placed.message);
    await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, placed.orderId, NOW);
    const [receipt] = await outboxMessages(buyers.db, attendee.email, "payment-confirmation").then(
      (rows) => rows.filter((message) => message.text?.includes(placed.orderId)),
    );
    expect(receipt?.text).toContain("Price: $299");
    expect(receipt?.text).toContain(`Discount (code ${row.code}): −$100`);
    expect(receipt?.text).toContain("Paid: $199 on");
    expect(receipt?.text).toContain("/financial-aid");
    const [listed] = await listDiscountCodes(buyers.db, { codeId: row.id });
    expect(listed).toMatchObject({ paidUses: 1, revenueCents: 19_900, discountGivenCents: 10_000 });
    const deps = { provider: buyers.provider, mailer: buyers.mailer() };
    const reason = "asked by the buyer";
    expect(
      await refundOrder(buyers.db, deps, STAFF, {
        orderId: placed.orderId,
        amountCents: 29_900,
        reason,
        releaseAccess: true,
      }),
    ).toEqual({ ok: false, reason: "too-much", refundableCents: 19_900 });
    expect(
      await refundOrder(buyers.db, deps, STAFF, {
        orderId: placed.orderId,
        amountCents: 19_900,
        reason,
        releaseAccess: true,
      }),
    ).toMatchObject({ ok: true, orderRefunded: true });
    const [mail] = await outboxMessages(buyers.db, attendee.email, "refund-confirmation").then(
      (rows) => rows.filter((message) => message.text?.includes(placed.orderId)),
    );
    expect(mail?.text.replace(/\s+/g, " ")).toContain(
      `You paid $199 after the discount of $100 (code ${row.code})`,
    );
    // A refunded order holds no use.
    const [after] = await listDiscountCodes(buyers.db, { codeId: row.id });
    expect(after).toMatchObject({ paidUses: 0, refundedUses: 1 });
  });

  it("a fully discounted order skips the card step: paid at once, with its receipt", async () => {
    const row = await code({ value: 100, scope: "course", courseId: OTHER_COURSE });
    const uid = await newUser();
    const started = await startCheckout(createTestContext(buyers.database), {
      uid,
      product: { kind: "course", courseId: OTHER_COURSE },
      liveSessionId: null,
      expectedPriceCents: 0,
      attendee,
      utm: null,
      idempotencyKey: randomUUID(),
      discountCode: row.code,
    });
    expect(started).toMatchObject({
      ok: true,
      url: expect.stringMatching(/^\/payment-success\?order=ord_/),
    });
    const [paid] = await buyers.db.select().from(orders).where(eq(orders.uid, uid));
    expect(paid).toMatchObject({
      status: "paid",
      amountCents: 0,
      discountCents: 11_900,
      providerReference: null,
    });
  });

  it("creating: a taken code, an unknown account are refused; the audit log has the rest", async () => {
    const row = await code({});
    expect(await createDiscountCode(buyers.db, STAFF, form({ code: row.code }))).toMatchObject({
      ok: false,
      field: "code",
    });
    expect(
      await createDiscountCode(buyers.db, STAFF, form({ accountEmail: "nobody@example.com" })),
    ).toMatchObject({ ok: false, field: "accountEmail" });
  });
});

// 20 buyers at once for a code limited to 5 uses, on two app instances.
describe.each(DATABASE_KINDS)("a code's use limit under a crowd on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, NOW);
  });
  afterAll(() => database?.destroy());

  it("20 simultaneous orders for a limit of 5: exactly 5 are made", async () => {
    const second = database.url
      ? await openDatabase({ kind: "postgres", url: database.url })
      : null;
    try {
      const made = await createDiscountCode(
        database.db,
        STAFF,
        form({ code: "RACE-FIVE", useLimit: 5, value: 50 }),
      );
      if (!made.ok) throw new Error(made.message);
      const buyers = Array.from(
        { length: 20 },
        (_, index) => `race-${index}-${randomUUID().slice(0, 8)}`,
      );
      await database.db
        .insert(user)
        .values(buyers.map((id) => ({ id, name: "Race Buyer", email: `${id}@example.com` })));
      const instances = second ? [database.db, second.db] : [database.db];
      const results = await Promise.all(
        buyers.map((uid, index) =>
          createOrder(
            instances[index % instances.length] ?? database.db,
            {
              uid,
              product: { kind: "course", courseId: OTHER_COURSE },
              liveSessionId: null,
              expectedPriceCents: 5_950,
              attendee: { ...attendee, email: `${uid}@example.com` },
              utm: null,
              idempotencyKey: randomUUID(),
              provider: "stripe",
              discountCode: "race-five",
            },
            NOW,
          ),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(5);
      expect(results.filter((result) => !result.ok)).toEqual(
        Array.from({ length: 15 }, () => ({
          ok: false,
          status: 409,
          message: DISCOUNT_MESSAGES.usedUp,
          field: "discountCode",
        })),
      );
      const held = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.discountCodeId, made.codeId), eq(orders.status, "pending")));
      expect(held).toHaveLength(5);
    } finally {
      await second?.close();
    }
  });
});
