import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_COURSE_ID, SPLASH_COURSE_ID } from "~/content/catalogue";
import { openDatabase } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { liveSessions } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { createOrder } from "~/modules/payments/create-order.server";
import { PAYMENT_MESSAGES } from "~/modules/payments/payment-messages";
import type { PaymentProvider } from "~/modules/payments/provider.server";
import { quoteCourse } from "~/modules/payments/quote-product.server";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer } from "../setup/test-services";
import { attendee, NOW, seatBuyers } from "../support/seat-buyers";

// Ordering a seat: the price the server decides, what it refuses, one order
// per idempotency key, and the last seats under a crowd of buyers.

describe.each(DATABASE_KINDS)("ordering a seat on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const { newUser, order } = buyers;

  it("prices from the catalogue: $149 for members (trial included), $299 otherwise", async () => {
    const member = await quoteCourse(buyers.db, await newUser(true), SPLASH_COURSE_ID, NOW);
    const visitor = await quoteCourse(buyers.db, await newUser(), SPLASH_COURSE_ID, NOW);
    expect(member).toMatchObject({ priceCents: 14900, priceKind: "member" });
    expect(visitor).toMatchObject({ priceCents: 29900, priceKind: "regular" });
    // The free featured webcast and unknown courses are not for sale.
    expect(await quoteCourse(buyers.db, "x", FEATURED_COURSE_ID, NOW)).toBeNull();
    expect(await quoteCourse(buyers.db, "x", "no-such-course", NOW)).toBeNull();
  });

  it("refuses a tampered price, an unknown course, a sold-out or foreign session", async () => {
    const uid = await newUser();
    expect(await order(uid, { expectedPriceCents: 100 })).toEqual({
      ok: false,
      status: 409,
      message: PAYMENT_MESSAGES.priceChanged(29900),
    });
    expect(
      await order(uid, { product: { kind: "course", courseId: "no-such-course" } }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    const quote = await quoteCourse(buyers.db, uid, SPLASH_COURSE_ID, NOW);
    const soldOut = quote?.sessions.find((session) => session.soldOut);
    expect(soldOut).toBeDefined();
    expect(await order(uid, { liveSessionId: soldOut?.id ?? "" })).toMatchObject({
      ok: false,
      status: 409,
      message: PAYMENT_MESSAGES.sessionSoldOut,
    });
    expect(await order(uid, { liveSessionId: "someone-elses-session" })).toMatchObject({
      ok: false,
      status: 422,
      field: "liveSessionId",
    });
    const [made] = await buyers.db.select({ n: count() }).from(orders).where(eq(orders.uid, uid));
    expect(made?.n).toBe(0);
  });

  it("one idempotency key makes one order, however often it is sent", async () => {
    const uid = await newUser();
    const key = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => order(uid, { idempotencyKey: key })));
    const ids = new Set(results.map((result) => (result.ok ? result.orderId : "failed")));
    expect(ids.size).toBe(1);
    expect(ids.has("failed")).toBe(false);
    // The racing submits never replace their own order: it is still open.
    const mine = await buyers.db.select().from(orders).where(eq(orders.uid, uid));
    expect(mine.map((row) => row.status)).toEqual(["pending"]);
  });
});

// 50 buyers for the last 5 seats, spread over two app instances (two pools).
describe.runIf(DATABASE_KINDS.includes("postgres"))("the last seats on PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    await seedDatabase(database.db, NOW);
  });
  afterAll(() => database?.destroy());

  it("50 simultaneous buyers for 5 seats: exactly 5 orders, 5 paid registrations", async () => {
    const url = database.url;
    if (!url) throw new Error("no url");
    const second = await openDatabase({ kind: "postgres", url });
    try {
      const quote = await quoteCourse(database.db, "x", SPLASH_COURSE_ID, NOW);
      const session = quote?.sessions.find((item) => !item.soldOut);
      if (!session) throw new Error("no open session");
      await database.db
        .update(liveSessions)
        .set({ capacity: 5 })
        .where(eq(liveSessions.id, session.id));
      const buyers = Array.from(
        { length: 50 },
        (_, index) => `race-${index}-${randomUUID().slice(0, 8)}`,
      );
      await database.db
        .insert(user)
        .values(buyers.map((id) => ({ id, name: "Race Buyer", email: `${id}@example.com` })));
      const instances = [database.db, second.db];
      const results = await Promise.all(
        buyers.map((uid, index) =>
          createOrder(
            instances[index % 2] ?? database.db,
            {
              uid,
              product: { kind: "course", courseId: SPLASH_COURSE_ID },
              liveSessionId: session.id,
              expectedPriceCents: 29900,
              attendee: { ...attendee, email: `${uid}@example.com` },
              utm: null,
              idempotencyKey: randomUUID(),
              provider: "test",
            },
            NOW,
          ),
        ),
      );
      const won = results.filter((result) => result.ok);
      expect(won).toHaveLength(5);
      expect(results.filter((result) => !result.ok && result.status === 409)).toHaveLength(45);

      const mail = outboxMailer(database.db);
      const provider: PaymentProvider = {
        name: "test",
        startCheckout: async () => ({ reference: "", url: "" }),
        checkoutOutcome: async () => "unpaid",
        refund: async () => null,
        cancelCheckout: async () => {},
      };
      await Promise.all(
        won.map((result, index) =>
          result.ok
            ? markOrderPaid(
                instances[index % 2] ?? database.db,
                mail,
                { baseUrl: "http://localhost:3000", organizerEmail: "a@b.co", provider },
                result.orderId,
                NOW,
              )
            : null,
        ),
      );
      const [seated] = await database.db
        .select({ n: count() })
        .from(courseRegistrations)
        .where(eq(courseRegistrations.liveSessionId, session.id));
      expect(seated?.n).toBe(5);
      const [paid] = await database.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.liveSessionId, session.id), eq(orders.status, "paid")));
      expect(paid?.n).toBe(5);
    } finally {
      await second.close();
    }
  });
});
