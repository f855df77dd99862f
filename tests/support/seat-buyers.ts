import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { startFreeTrial } from "~/modules/accounts/start-free-trial.server";
import { createOrder } from "~/modules/payments/create-order.server";
import type { PaymentProvider } from "~/modules/payments/provider.server";
import { quoteCourse } from "~/modules/payments/quote-product.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../setup/test-database";
import { outboxMailer } from "../setup/test-services";

// What the payment tests share: a seeded database, buyers, and their orders
// for a seat in the splash course's open live session.

export const NOW = new Date("2026-11-22T12:00:00Z");

export const attendee = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  state: "new-york",
};

/**
 * Buyers on a seeded database of `kind` (opened before the tests of the
 * calling `describe`, closed after them), with a Stripe-like provider whose
 * refunds are recorded: Stripe itself cannot run here.
 */
export function seatBuyers(kind: DatabaseKind) {
  let database: TestDatabase | undefined;
  let counter = 0;
  let launchSessionId = "";
  const refunds: string[] = [];
  const provider: PaymentProvider = {
    name: "stripe",
    startCheckout: async () => ({ reference: "cs_unused", url: "https://checkout.stripe.com/x" }),
    checkoutOutcome: async () => "unpaid",
    refund: async (reference) => {
      refunds.push(reference);
      return `re_${reference}`;
    },
    cancelCheckout: async () => {},
  };
  const options = {
    baseUrl: "http://localhost:3000",
    organizerEmail: "support@lexedgecle.com",
    provider,
  };
  const open = (): TestDatabase => {
    if (!database) throw new Error("the database opens before the tests");
    return database;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, NOW);
    const quote = await quoteCourse(database.db, "nobody", SPLASH_COURSE_ID, NOW);
    const session = quote?.sessions.find((item) => !item.soldOut);
    if (!session) throw new Error("the splash course has no open session");
    launchSessionId = session.id;
  });
  afterAll(() => database?.destroy());

  async function newUser(member = false) {
    counter += 1;
    const id = `buyer-${kind}-${counter}-${randomUUID().slice(0, 8)}`;
    await open()
      .db.insert(user)
      .values({ id, name: "Ada Lovelace", email: `${id}@example.com` });
    if (member) await startFreeTrial(open().db, id, NOW);
    return id;
  }

  /** An order for a seat in the open session at the regular price, unless told otherwise. */
  const order = (uid: string, extra: Partial<Parameters<typeof createOrder>[1]> = {}) =>
    createOrder(
      open().db,
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

  return {
    get db(): Database {
      return open().db;
    },
    /** The database's handle (for a route's context). */
    get database(): TestDatabase {
      return open();
    },
    /** The splash course's first open live session. */
    get launchSessionId() {
      return launchSessionId;
    },
    mailer: () => outboxMailer(open().db),
    provider,
    options,
    refunds,
    newUser,
    order,
  };
}
