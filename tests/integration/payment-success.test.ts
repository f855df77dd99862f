import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { orders } from "~/db/schema/orders";
import { registerAccount } from "~/modules/accounts/register-account.server";
import { getSessionUser } from "~/modules/auth/session.server";
import { createOrder } from "~/modules/payments/create-order.server";
import type { CheckoutOutcome, PaymentProvider } from "~/modules/payments/provider.server";
import { quoteCourse } from "~/modules/payments/quote-product.server";
import { loader } from "~/routes/payment/payment-success";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { browserRequest, cookieFrom, createTestContext } from "../setup/test-services";

// The buyer's browser may come back from Stripe before Stripe's webhook: the
// success page then asks Stripe itself and settles the order.
describe("/payment-success before the webhook", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await seedDatabase(database.db);
  });
  afterAll(() => database?.destroy());

  async function buyerWithOrder(outcome: CheckoutOutcome, courseId = SPLASH_COURSE_ID) {
    const context = createTestContext(database);
    const stripeLike: PaymentProvider = {
      name: "stripe",
      startCheckout: async () => ({ reference: "cs_x", url: "https://checkout.stripe.com/x" }),
      checkoutOutcome: async () => outcome,
      refund: async () => null,
      cancelCheckout: async () => {},
    };
    context.services.payments = stripeLike;
    const email = `success-${randomUUID().slice(0, 8)}@example.com`;
    const result = await registerAccount(context, browserRequest("/register", { method: "POST" }), {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password: "long-enough-pass-1",
      state: "new-york",
    });
    if (!result.ok) throw new Error(result.reason);
    const cookie = cookieFrom(result.headers);
    const user = await getSessionUser(browserRequest("/", { cookie }), context);
    if (!user) throw new Error("not signed in");
    const quote = await quoteCourse(database.db, user.id, courseId);
    const created = await createOrder(database.db, {
      uid: user.id,
      product: { kind: "course", courseId },
      liveSessionId: quote?.sessions.find((session) => !session.soldOut)?.id ?? null,
      expectedPriceCents: quote?.priceCents ?? 0,
      attendee: { firstName: "Ada", lastName: "Lovelace", email, state: "new-york" },
      utm: null,
      idempotencyKey: randomUUID(),
      provider: "stripe",
    });
    if (!created.ok) throw new Error(created.message);
    await database.db
      .update(orders)
      .set({ providerReference: `cs_${created.orderId}` })
      .where(eq(orders.id, created.orderId));
    const load = () =>
      loader({
        request: browserRequest(`/payment-success?order=${created.orderId}`, { cookie }),
        context,
        params: {},
      } as Parameters<typeof loader>[0]);
    return { orderId: created.orderId, load };
  }

  it("settles a paid session itself, and shows the same on reload", async () => {
    const { orderId, load } = await buyerWithOrder("paid");
    const first = await load();
    expect(first).toMatchObject({ data: { status: "paid", orderId } });
    const again = await load();
    expect(again).toMatchObject({ data: { status: "paid", orderId } });
    // A live seat: the dashboard has the joining details; nothing to start yet.
    expect(again).toMatchObject({ data: { playerHref: null } });
  });

  it("offers to start an on-demand course at once", async () => {
    const { load } = await buyerWithOrder("paid", "prompting-ai-legal-work-workshop");
    expect(await load()).toMatchObject({
      data: { status: "paid", playerHref: "/course-player/prompting-ai-legal-work-workshop" },
    });
  });

  it("waits while Stripe has no answer yet, and sends an expired checkout back to /payment", async () => {
    const pending = await buyerWithOrder("unpaid");
    expect(await pending.load()).toMatchObject({ data: { status: "pending" } });

    const expired = await buyerWithOrder("expired");
    const response = await expired.load().catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    const location = (response as Response).headers.get("Location") ?? "";
    expect(location).toContain("/payment?");
    expect(location).toContain(`expired=${expired.orderId}`);
  });

  it("shows nobody else's order", async () => {
    const { orderId } = await buyerWithOrder("paid");
    const context = createTestContext(database);
    const response = await loader({
      request: browserRequest(`/payment-success?order=${orderId}`),
      context,
      params: {},
    } as Parameters<typeof loader>[0]).catch((thrown: unknown) => thrown);
    // Signed out: sent to sign in, nothing shown.
    expect((response as Response).status).toBe(302);
  });
});
