import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
import { firmMembers, firms } from "~/db/schema/firms";
import * as seatsRoute from "~/routes/firm/seats";
import * as assignRoute from "~/routes/firm/seats-assign";
import * as buyRoute from "~/routes/firm/seats-buy";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext } from "../setup/test-services";
import { getFrom, postTo } from "../support/route-calls";

// The firm's seat pages answer bad input and the wrong person with a 4xx and
// a message, never a 500: a person in no firm, a member where an
// administrator is needed, an unreadable product or quantity, an unknown
// member or course, a seat that does not exist.

describe.each(DATABASE_KINDS)("firm seat pages on %s", (kind) => {
  let database: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let admin: Awaited<ReturnType<typeof signUpMember>>;
  let member: Awaited<ReturnType<typeof signUpMember>>;
  let outsider: Awaited<ReturnType<typeof signUpMember>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
    admin = await signUpMember(context, `firm-pages-${kind}`);
    member = await signUpMember(context, `firm-pages-${kind}`);
    outsider = await signUpMember(context, `firm-pages-${kind}`);
    const firmId = `firm_${randomUUID().slice(0, 8)}`;
    await database.db.insert(firms).values({ id: firmId, name: "Hale", slug: firmId });
    await database.db.insert(firmMembers).values([
      { id: randomUUID(), organizationId: firmId, userId: admin.user.id, role: "admin" },
      { id: randomUUID(), organizationId: firmId, userId: member.user.id, role: "member" },
    ]);
  });
  afterAll(() => database?.destroy());

  it("refuses the seats page to a person in no firm, and buying to a member", async () => {
    expect(
      (await getFrom(seatsRoute.loader, context, "/firm/seats", {}, outsider.cookie)).status,
    ).toBe(403);
    expect(
      (await getFrom(seatsRoute.loader, context, "/firm/seats", {}, member.cookie)).status,
    ).toBe(200);
    expect(
      (await getFrom(buyRoute.loader, context, "/firm/seats/buy", {}, member.cookie)).status,
    ).toBe(403);
    const assign = await postTo(
      seatsRoute.action,
      context,
      "/firm/seats",
      {},
      { intent: "assign", poolId: "pool_x", member: member.user.id },
      member.cookie,
    );
    expect(assign.status).toBe(403);
  });

  it("answers an unreadable order with its field's message", async () => {
    const page = await getFrom(
      buyRoute.loader,
      context,
      "/firm/seats/buy?product=nothing&quantity=lots",
      {},
      admin.cookie,
    );
    expect(page.status).toBe(422);
    expect(page.data).toMatchObject({
      errors: {
        product: "Choose what to buy.",
        quantity: "Enter how many seats as a whole number.",
      },
    });
    const quoted = await getFrom(
      buyRoute.loader,
      context,
      `/firm/seats/buy?product=course:${SPLASH_COURSE_ID}&quantity=2`,
      {},
      admin.cookie,
    );
    expect(quoted.status).toBe(200);
    expect(quoted.data).toMatchObject({ quote: { quantity: 2, totalCents: 2 * 29_900 } });
    const posted = await postTo(
      buyRoute.action,
      context,
      "/firm/seats/buy",
      {},
      {
        product: `course:${SPLASH_COURSE_ID}`,
        quantity: "2",
        expectedTotalCents: "1",
        idempotencyKey: randomUUID(),
      },
      admin.cookie,
    );
    expect(posted.status).toBe(409);
    const unknown = await postTo(
      buyRoute.action,
      context,
      "/firm/seats/buy",
      {},
      {
        product: "course:no-such-course",
        quantity: "2",
        expectedTotalCents: "1",
        idempotencyKey: randomUUID(),
      },
      admin.cookie,
    );
    expect(unknown.status).toBe(404);
  });

  it("answers the assign page's unknown member or course with 404, and a missing seat with its message", async () => {
    const missing = await getFrom(
      assignRoute.loader,
      context,
      "/firm/seats/assign",
      {},
      admin.cookie,
    );
    expect(missing.status).toBe(400);
    const stranger = await getFrom(
      assignRoute.loader,
      context,
      `/firm/seats/assign?member=${outsider.user.id}&course=${SPLASH_COURSE_ID}`,
      {},
      admin.cookie,
    );
    expect(stranger.status).toBe(404);
    const none = await getFrom(
      assignRoute.loader,
      context,
      `/firm/seats/assign?member=${member.user.id}&course=${SPLASH_COURSE_ID}`,
      {},
      admin.cookie,
    );
    expect(none.status).toBe(200);
    expect(none.data).toMatchObject({ pools: [], registered: false });
    const claim = await postTo(
      seatsRoute.action,
      context,
      "/firm/seats",
      {},
      { intent: "claim", poolId: "pool_nothing" },
      member.cookie,
    );
    expect(claim.status).toBe(404);
    expect(claim.data).toMatchObject({ message: FIRM_SEAT_MESSAGES.poolGone });
  });
});
