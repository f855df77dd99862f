import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AI_CLE_BUNDLE_CREDITS,
  AI_CLE_BUNDLE_ID,
  COURSE_BUNDLES,
  COURSES,
  SPLASH_COURSE_ID,
} from "~/content/catalogue";
import { ANNUAL_MEMBERSHIP } from "~/content/plans";
import { plans } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { getMembershipStatus } from "~/modules/accounts/get-membership-status.server";
import { startFreeTrial } from "~/modules/accounts/start-free-trial.server";
import { getBundleOffer } from "~/modules/catalogue/get-bundle-offer.server";
import { listPriceExamples } from "~/modules/catalogue/list-price-comparison.server";
import { createOrder } from "~/modules/payments/create-order.server";
import { PAYMENT_MESSAGES } from "~/modules/payments/payment-messages";
import type { ProductRef } from "~/modules/payments/products";
import { createTestProvider } from "~/modules/payments/provider.server";
import { quoteBundle, quoteCourse, quoteMembership } from "~/modules/payments/quote-product.server";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer } from "../setup/test-services";

const NOW = new Date("2026-11-22T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = ANNUAL_MEMBERSHIP.days * DAY_MS;
const BUNDLE = COURSE_BUNDLES.find((bundle) => bundle.id === AI_CLE_BUNDLE_ID);
if (!BUNDLE) throw new Error("the AI CLE bundle is missing from the catalogue");
const BUNDLE_COURSE_IDS = BUNDLE.courseIds;
const attendee = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  state: "new-york",
};

describe.each(DATABASE_KINDS)("bundles and the annual membership on %s", (kind) => {
  let database: TestDatabase;
  let counter = 0;
  const provider = createTestProvider();
  const options = {
    baseUrl: "http://localhost:3000",
    organizerEmail: "support@lexedgecle.com",
    provider,
  };
  const mailer = () => outboxMailer(database.db);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, NOW);
  });
  afterAll(() => database?.destroy());

  async function newUser(trial = false) {
    counter += 1;
    const id = `member-${kind}-${counter}-${randomUUID().slice(0, 8)}`;
    await database.db.insert(user).values({ id, name: "Ada Lovelace", email: `${id}@example.com` });
    if (trial) await startFreeTrial(database.db, id, NOW);
    return id;
  }

  /** Orders the product at the price the server quotes, as the payment page does. */
  async function buy(uid: string, product: ProductRef, at = NOW) {
    const quote =
      product.kind === "bundle"
        ? await quoteBundle(database.db, uid, product.bundleId, at)
        : quoteMembership();
    if (!quote) throw new Error("not for sale");
    const created = await createOrder(
      database.db,
      {
        uid,
        product,
        liveSessionId: null,
        expectedPriceCents: quote.priceCents,
        attendee,
        utm: null,
        idempotencyKey: randomUUID(),
        provider: provider.name,
      },
      at,
    );
    if (!created.ok) return created;
    const settled = await markOrderPaid(database.db, mailer(), options, created.orderId, at);
    return { ...created, settled, priceCents: quote.priceCents };
  }

  const registrationsOf = (uid: string) =>
    database.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.uid, uid))
      .orderBy(asc(courseRegistrations.courseId));

  it("offers the bundle from the database: 10.0 credits, its prices, and the cost one by one", async () => {
    const offer = await getBundleOffer(database.db, AI_CLE_BUNDLE_ID);
    expect(offer).not.toBeNull();
    expect(offer?.courses.map((course) => course.id)).toEqual(BUNDLE_COURSE_IDS);
    expect(offer?.creditHours).toBe(AI_CLE_BUNDLE_CREDITS);
    expect(offer).toMatchObject({
      priceCents: BUNDLE.priceCents,
      memberPriceCents: BUNDLE.memberPriceCents,
    });
    // Computed from the catalogue's own prices, course by course.
    const inBundle = COURSES.filter((course) => BUNDLE_COURSE_IDS.includes(course.id));
    const sum = (cents: (course: (typeof inBundle)[number]) => number | null) =>
      inBundle.reduce((total, course) => total + (cents(course) ?? 0), 0);
    expect(offer?.separately).toEqual({
      priceCents: sum((course) => course.priceCents),
      memberPriceCents: sum((course) => course.memberPriceCents),
    });
    expect(offer?.separately.priceCents).toBeGreaterThan(BUNDLE.priceCents);
    expect(await getBundleOffer(database.db, "no-such-bundle")).toBeNull();
  });

  it("lists example prices in the order asked for, skipping what is not for sale", async () => {
    const examples = await listPriceExamples(database.db, [
      SPLASH_COURSE_ID,
      "no-such-course",
      "prompting-ai-legal-work-workshop",
    ]);
    expect(examples).toEqual([
      expect.objectContaining({
        courseId: SPLASH_COURSE_ID,
        priceCents: 29900,
        memberPriceCents: 14900,
      }),
      expect.objectContaining({ courseId: "prompting-ai-legal-work-workshop" }),
    ]);
  });

  it("a bundle registers the buyer in every course, at the regular price for non-members", async () => {
    const uid = await newUser();
    const result = await buy(uid, { kind: "bundle", bundleId: AI_CLE_BUNDLE_ID });
    if (!("settled" in result)) throw new Error(result.message);
    expect(result.priceCents).toBe(BUNDLE.priceCents);
    expect(result.settled).toEqual({ status: "paid", changed: true, refund: false });
    const registered = await registrationsOf(uid);
    expect(registered.map((row) => row.courseId)).toEqual([...BUNDLE_COURSE_IDS].sort());
    expect(registered.every((row) => row.orderId === result.orderId)).toBe(true);
    expect(registered.every((row) => row.liveSessionId === null)).toBe(true);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ product: "bundle", bundleId: AI_CLE_BUNDLE_ID, status: "paid" });
    const [receipt] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, "payment-confirmation")));
    expect(receipt?.text).toContain("Ethics of AI in Legal Practice");
    // Everything is owned now: another bundle order is refused, and nothing is made.
    expect(await buy(uid, { kind: "bundle", bundleId: AI_CLE_BUNDLE_ID })).toEqual({
      ok: false,
      status: 409,
      message: PAYMENT_MESSAGES.bundleOwned,
    });
    const made = await database.db.select().from(orders).where(eq(orders.uid, uid));
    expect(made).toHaveLength(1);
  });

  it("a bundle adds only the courses not already owned, at the members' price for members", async () => {
    const uid = await newUser(true);
    const owned = BUNDLE_COURSE_IDS[1] ?? "";
    await database.db.insert(courseRegistrations).values({
      id: `${uid}_${owned}`,
      uid,
      courseId: owned,
      courseName: "owned before",
      ...attendee,
      attendLiveWebcast: false,
    });
    const quote = await quoteBundle(database.db, uid, AI_CLE_BUNDLE_ID, NOW);
    expect(quote).toMatchObject({ priceCents: BUNDLE.memberPriceCents, priceKind: "member" });
    expect(quote?.items.filter((item) => item.owned).map((item) => item.courseId)).toEqual([owned]);

    const result = await buy(uid, { kind: "bundle", bundleId: AI_CLE_BUNDLE_ID });
    if (!("settled" in result)) throw new Error(result.message);
    expect(result.settled.status).toBe("paid");
    const registered = await registrationsOf(uid);
    expect(registered).toHaveLength(BUNDLE_COURSE_IDS.length);
    // The course owned before keeps its own registration.
    const before = registered.find((row) => row.courseId === owned);
    expect(before).toMatchObject({ orderId: null, courseName: "owned before" });
    expect(
      registered
        .filter((row) => row.orderId === result.orderId)
        .map((row) => row.courseId)
        .sort(),
    ).toEqual(BUNDLE_COURSE_IDS.filter((id) => id !== owned).sort());
  });

  it("a bundle paid when every course became the buyer's meanwhile is refunded", async () => {
    const uid = await newUser();
    // Two checkouts opened in two tabs: the second replaces the first, which is paid later anyway.
    const quote = await quoteBundle(database.db, uid, AI_CLE_BUNDLE_ID, NOW);
    const open = () =>
      createOrder(
        database.db,
        {
          uid,
          product: { kind: "bundle", bundleId: AI_CLE_BUNDLE_ID },
          liveSessionId: null,
          expectedPriceCents: quote?.priceCents ?? 0,
          attendee,
          utm: null,
          idempotencyKey: randomUUID(),
          provider: provider.name,
        },
        NOW,
      );
    const first = await open();
    const second = await open();
    if (!first.ok || !second.ok) throw new Error("orders were not made");
    expect((await markOrderPaid(database.db, mailer(), options, second.orderId, NOW)).status).toBe(
      "paid",
    );
    expect(await markOrderPaid(database.db, mailer(), options, first.orderId, NOW)).toEqual({
      status: "refunded",
      changed: true,
      refund: true,
    });
    expect(await registrationsOf(uid)).toHaveLength(BUNDLE_COURSE_IDS.length);
  });

  it("the membership is a year from payment; a second one extends it from the first one's end", async () => {
    const uid = await newUser();
    expect(await getMembershipStatus(database.db, uid, NOW)).toEqual({ kind: "none" });
    expect((await quoteCourse(database.db, uid, SPLASH_COURSE_ID, NOW))?.priceCents).toBe(29900);

    const first = await buy(uid, { kind: "membership" });
    if (!("settled" in first)) throw new Error(first.message);
    expect(first.priceCents).toBe(ANNUAL_MEMBERSHIP.priceCents);
    expect(first.settled.status).toBe("paid");
    const afterFirst = await database.db.select().from(plans).where(eq(plans.uid, uid));
    expect(afterFirst).toHaveLength(1);
    expect(afterFirst[0]).toMatchObject({ kind: "annual", orderId: first.orderId });
    expect(afterFirst[0]?.startsAt.toISOString()).toBe(NOW.toISOString());
    expect((afterFirst[0]?.endsAt.getTime() ?? 0) - NOW.getTime()).toBe(YEAR_MS);
    expect(await getMembershipStatus(database.db, uid, NOW)).toEqual({
      kind: "annual",
      until: new Date(NOW.getTime() + YEAR_MS),
    });
    const [receipt] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, "payment-confirmation")));
    expect(receipt?.subject).toBe(`Receipt: ${ANNUAL_MEMBERSHIP.name}`);

    // Members now quote the members' price, for courses and bundles alike.
    expect(await quoteCourse(database.db, uid, SPLASH_COURSE_ID, NOW)).toMatchObject({
      priceCents: 14900,
      priceKind: "member",
    });
    expect(await quoteBundle(database.db, uid, AI_CLE_BUNDLE_ID, NOW)).toMatchObject({
      priceCents: BUNDLE.memberPriceCents,
      priceKind: "member",
    });

    // Bought again 100 days later: the new year starts when the first one ends.
    const later = new Date(NOW.getTime() + 100 * DAY_MS);
    const second = await buy(uid, { kind: "membership" }, later);
    if (!("settled" in second)) throw new Error(second.message);
    const rows = await database.db
      .select()
      .from(plans)
      .where(eq(plans.uid, uid))
      .orderBy(asc(plans.startsAt));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.startsAt.toISOString()).toBe(rows[0]?.endsAt.toISOString());
    expect(rows[1]?.endsAt.getTime()).toBe(NOW.getTime() + 2 * YEAR_MS);
    expect(await getMembershipStatus(database.db, uid, later)).toEqual({
      kind: "annual",
      until: new Date(NOW.getTime() + 2 * YEAR_MS),
    });
    // Still a member in the second year, and no longer after it.
    const secondYear = new Date(NOW.getTime() + YEAR_MS + DAY_MS);
    expect((await quoteCourse(database.db, uid, SPLASH_COURSE_ID, secondYear))?.priceCents).toBe(
      14900,
    );
    const afterBoth = new Date(NOW.getTime() + 2 * YEAR_MS + DAY_MS);
    expect(await getMembershipStatus(database.db, uid, afterBoth)).toEqual({ kind: "none" });
    expect((await quoteCourse(database.db, uid, SPLASH_COURSE_ID, afterBoth))?.priceCents).toBe(
      29900,
    );
  });

  it("a membership bought during the free trial starts at once; the status shows the trial before", async () => {
    const uid = await newUser(true);
    const trialEnd = (await database.db.select().from(plans).where(eq(plans.uid, uid)))[0]?.endsAt;
    expect(await getMembershipStatus(database.db, uid, NOW)).toEqual({
      kind: "free_trial",
      until: trialEnd,
    });
    const bought = await buy(uid, { kind: "membership" });
    if (!("settled" in bought)) throw new Error(bought.message);
    const [annual] = await database.db
      .select()
      .from(plans)
      .where(and(eq(plans.uid, uid), eq(plans.kind, "annual")));
    expect(annual?.startsAt.toISOString()).toBe(NOW.toISOString());
    expect(await getMembershipStatus(database.db, uid, NOW)).toEqual({
      kind: "annual",
      until: new Date(NOW.getTime() + YEAR_MS),
    });
  });
});
