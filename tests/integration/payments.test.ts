import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_COURSE_ID, SPLASH_COURSE_ID } from "~/content/catalogue";
import { openDatabase } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { liveSessions } from "~/db/schema/catalogue";
import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { startFreeTrial } from "~/modules/accounts/plans.server";
import {
  createOrder,
  markOrderFailed,
  markOrderPaid,
  quoteCourse,
  SEAT_HOLD_MINUTES,
} from "~/modules/payments/orders.server";
import { PAYMENT_MESSAGES } from "~/modules/payments/payment-messages";
import type { PaymentProvider } from "~/modules/payments/provider.server";
import { handleStripeWebhook } from "~/modules/payments/stripe-webhook.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer } from "../setup/test-services";

const NOW = new Date("2026-11-22T12:00:00Z");
const WEBHOOK_SECRET = "whsec_test_secret";
const attendee = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  state: "new-york",
};

describe.each(DATABASE_KINDS)("buying a seat on %s", (kind) => {
  let database: TestDatabase;
  let counter = 0;
  let launchSessionId = "";
  const refunds: string[] = [];
  // Stripe itself cannot run here: refunds are recorded instead of sent.
  const provider: PaymentProvider = {
    name: "stripe",
    startCheckout: async () => ({ reference: "cs_unused", url: "https://checkout.stripe.com/x" }),
    checkoutOutcome: async () => "unpaid",
    refund: async (reference) => {
      refunds.push(reference);
    },
    cancelCheckout: async () => {},
  };
  const options = {
    baseUrl: "http://localhost:3000",
    organizerEmail: "support@lexedgecle.com",
    provider,
  };
  const mailer = () => outboxMailer(database.db);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, NOW);
    const quote = await quoteCourse(database.db, "nobody", SPLASH_COURSE_ID, NOW);
    const open = quote?.sessions.find((session) => !session.soldOut);
    if (!open) throw new Error("the splash course has no open session");
    launchSessionId = open.id;
  });
  afterAll(() => database?.destroy());

  async function newUser(member = false) {
    counter += 1;
    const id = `buyer-${kind}-${counter}-${randomUUID().slice(0, 8)}`;
    await database.db.insert(user).values({ id, name: "Ada Lovelace", email: `${id}@example.com` });
    if (member) await startFreeTrial(database.db, id, NOW);
    return id;
  }
  const order = (uid: string, extra: Partial<Parameters<typeof createOrder>[1]> = {}) =>
    createOrder(
      database.db,
      {
        uid,
        product: { kind: "course", courseId: SPLASH_COURSE_ID },
        liveSessionId: launchSessionId,
        expectedPriceCents: 29900,
        attendee,
        utm: null,
        idempotencyKey: randomUUID(),
        provider: "stripe",
        ...extra,
      },
      NOW,
    );

  it("prices from the catalogue: $149 for members (trial included), $299 otherwise", async () => {
    const member = await quoteCourse(database.db, await newUser(true), SPLASH_COURSE_ID, NOW);
    const visitor = await quoteCourse(database.db, await newUser(), SPLASH_COURSE_ID, NOW);
    expect(member).toMatchObject({ priceCents: 14900, priceKind: "member" });
    expect(visitor).toMatchObject({ priceCents: 29900, priceKind: "regular" });
    // The free featured webcast and unknown courses are not for sale.
    expect(await quoteCourse(database.db, "x", FEATURED_COURSE_ID, NOW)).toBeNull();
    expect(await quoteCourse(database.db, "x", "no-such-course", NOW)).toBeNull();
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
    const quote = await quoteCourse(database.db, uid, SPLASH_COURSE_ID, NOW);
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
    const [made] = await database.db.select({ n: count() }).from(orders).where(eq(orders.uid, uid));
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
    const mine = await database.db.select().from(orders).where(eq(orders.uid, uid));
    expect(mine.map((row) => row.status)).toEqual(["pending"]);
  });

  it("paying registers the attendee in the session once, queues a receipt with .ics, and stays paid", async () => {
    const uid = await newUser();
    const created = await order(uid, {
      utm: { source: "linkedin", medium: null, campaign: "spring", term: null, content: null },
    });
    if (!created.ok) throw new Error(created.message);
    const first = await markOrderPaid(database.db, mailer(), options, created.orderId, NOW);
    const again = await markOrderPaid(database.db, mailer(), options, created.orderId, NOW);
    expect(first).toEqual({ status: "paid", changed: true, refund: false });
    expect(again).toEqual({ status: "paid", changed: false, refund: false });
    // A late "failed" does not undo a payment.
    expect(await markOrderFailed(database.db, created.orderId, "expired", NOW)).toBe(false);

    const [stored] = await database.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(stored).toMatchObject({
      status: "paid",
      amountCents: 29900,
      utm: { source: "linkedin" },
    });
    const registrations = await database.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.uid, uid));
    expect(registrations).toHaveLength(1);
    expect(registrations[0]).toMatchObject({
      id: `${uid}_${SPLASH_COURSE_ID}`,
      liveSessionId: launchSessionId,
      orderId: created.orderId,
    });
    const mail = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, "payment-confirmation")));
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0]?.attachments)).toContain("BEGIN:VCALENDAR");
    expect(await order(uid)).toMatchObject({ ok: false, status: 409 });
  });

  it("an on-demand course's receipt says it is ready and links to the player, line by line", async () => {
    const uid = await newUser();
    const courseId = "prompting-ai-legal-work-workshop";
    const created = await order(uid, {
      product: { kind: "course", courseId },
      liveSessionId: null,
      expectedPriceCents: 11900,
    });
    if (!created.ok) throw new Error(created.message);
    await markOrderPaid(database.db, mailer(), options, created.orderId, NOW);
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, "payment-confirmation")));
    expect(mail?.text).toContain("Your course is ready");
    expect(mail?.text).not.toContain("seat");
    expect(mail?.text).toContain(`/course-player/${courseId}`);
    expect(mail?.text).toMatch(new RegExp(`Order: ${created.orderId}\\s*\\n`));
    expect(mail?.text).toContain("Paid: $119 on ");
    expect(mail?.attachments).toEqual([]);
  });

  it("a payment that arrives after the hold expired and the seats went is refunded, not seated", async () => {
    const [session] = await database.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.id, launchSessionId));
    if (!session) throw new Error("no session");
    const late = await newUser();
    const created = await order(late);
    if (!created.ok) throw new Error(created.message);
    // Fill every remaining seat after the late buyer's hold has run out.
    const later = new Date(NOW.getTime() + (SEAT_HOLD_MINUTES + 1) * 60_000);
    const original = session.capacity;
    const quote = await quoteCourse(database.db, late, SPLASH_COURSE_ID, later);
    const { listLiveSessions } = await import("~/modules/catalogue/list-live-sessions.server");
    const [current] = await listLiveSessions(
      database.db,
      { courseId: SPLASH_COURSE_ID },
      later,
    ).then((rows) => rows.filter((row) => row.id === launchSessionId));
    expect(quote).not.toBeNull();
    await database.db
      .update(liveSessions)
      .set({ capacity: current?.seatsTaken ?? 1 })
      .where(eq(liveSessions.id, launchSessionId));
    await database.db
      .update(orders)
      .set({ providerReference: `cs_${created.orderId}` })
      .where(eq(orders.id, created.orderId));
    try {
      // The provider failing to refund leaves the order as it was, for a retry.
      const failing = {
        ...options,
        provider: {
          ...provider,
          refund: async () => {
            throw new Error("provider down");
          },
        },
      };
      await expect(
        markOrderPaid(database.db, mailer(), failing, created.orderId, later),
      ).rejects.toThrow("provider down");
      const [unchanged] = await database.db
        .select()
        .from(orders)
        .where(eq(orders.id, created.orderId));
      expect(unchanged?.status).toBe("pending");

      const result = await markOrderPaid(database.db, mailer(), options, created.orderId, later);
      expect(result).toEqual({ status: "refunded", changed: true, refund: true });
      expect(refunds).toContain(`cs_${created.orderId}`);
      const [registered] = await database.db
        .select({ n: count() })
        .from(courseRegistrations)
        .where(eq(courseRegistrations.uid, late));
      expect(registered?.n).toBe(0);
    } finally {
      await database.db
        .update(liveSessions)
        .set({ capacity: original })
        .where(eq(liveSessions.id, launchSessionId));
    }
  });

  it("verifies Stripe's signature, acts once per event, and is safe in any order", async () => {
    const stripe = new Stripe("sk_test_not_used_for_network");
    const deps = {
      db: database.db,
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
    const [stillPending] = await database.db
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
    const [paid] = await database.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(paid?.status).toBe("paid");
    const [registered] = await database.db
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
    const [waiting] = await database.db.select().from(orders).where(eq(orders.id, pending.orderId));
    expect(waiting?.status).toBe("pending");
    await send(
      sessionEvent(
        `evt_${other}_2`,
        "checkout.session.async_payment_failed",
        pending.orderId,
        "unpaid",
      ),
    );
    const [failed] = await database.db.select().from(orders).where(eq(orders.id, pending.orderId));
    expect(failed).toMatchObject({ status: "failed", failureReason: "declined" });
  });
});

// 50 buyers for the last 5 seats, spread over two app instances (two pools).
describe.runIf(process.env.TEST_DATABASE_URL)("the last seats on PostgreSQL", () => {
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
        refund: async () => {},
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
