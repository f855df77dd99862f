import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog } from "~/db/schema/staff";
import { waitingListEntries } from "~/db/schema/waiting-lists";
import { seatsTakenSql } from "~/modules/catalogue/seats.server";
import { createOrder } from "~/modules/payments/create-order.server";
import { PAYMENT_MESSAGES } from "~/modules/payments/payment-messages";
import { quoteCourse } from "~/modules/payments/quote-product.server";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { registrationId } from "~/modules/registration/register-for-course.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import {
  moveWaitingListEntry,
  removeWaitingListEntry,
} from "~/modules/waiting-lists/change-waiting-list.server";
import {
  joinWaitingList,
  leaveWaitingList,
} from "~/modules/waiting-lists/join-waiting-list.server";
import { listMyWaitingLists } from "~/modules/waiting-lists/list-my-waiting-lists.server";
import { loadCourseWaitingLists } from "~/modules/waiting-lists/load-course-waiting-lists.server";
import { offerFreedSeats } from "~/modules/waiting-lists/offer-freed-seats.server";
import {
  OFFER_HOLD_HOURS,
  WAITING_LIST_MESSAGES,
} from "~/modules/waiting-lists/waiting-list-rules";
import { seedDatabase } from "../../server/seed-database";
import { createTwoInstances, DATABASE_KINDS } from "../setup/test-database";
import { outboxMailer, outboxMessages } from "../setup/test-services";
import { attendee, NOW, seatBuyers } from "../support/seat-buyers";

// Waiting lists (decision 0068): joining a full session, the offer of a freed
// seat held against capacity, its expiry passing it on, staff reordering, and
// the races for a freed seat.

const HOUR = 3_600_000;
const actor: StaffActor = {
  id: null,
  email: "ops@example.com",
  roles: ["administrator"],
  ipAddress: null,
};

async function seatsTaken(db: Database, sessionId: string, now = NOW) {
  const [row] = await db
    .select({ taken: seatsTakenSql(sql`${liveSessions.id}`, now) })
    .from(liveSessions)
    .where(eq(liveSessions.id, sessionId));
  return Number(row?.taken ?? 0);
}

/** Registers `uid` in the session directly (a place taken some other way). */
async function seat(db: Database, uid: string, sessionId: string) {
  await db.insert(courseRegistrations).values({
    id: registrationId(uid, SPLASH_COURSE_ID),
    uid,
    courseId: SPLASH_COURSE_ID,
    courseName: "AI and the Law",
    ...attendee,
    liveSessionId: sessionId,
  });
}

async function entries(db: Database, sessionId: string) {
  return db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.liveSessionId, sessionId))
    .orderBy(waitingListEntries.position);
}

describe.each(DATABASE_KINDS)("waiting lists on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const { newUser } = buyers;
  const mail = { baseUrl: "http://localhost:3000" };
  let sessionId = "";
  let holder = "";

  // The launch session: ten days ahead, exactly full with one registrant.
  beforeAll(async () => {
    sessionId = buyers.launchSessionId;
    await buyers.db
      .update(liveSessions)
      .set({ startsAt: new Date(NOW.getTime() + 240 * HOUR) })
      .where(eq(liveSessions.id, sessionId));
    holder = await newUser();
    await seat(buyers.db, holder, sessionId);
    const taken = await seatsTaken(buyers.db, sessionId);
    await buyers.db
      .update(liveSessions)
      .set({ capacity: taken })
      .where(eq(liveSessions.id, sessionId));
  });

  const emailOf = (uid: string) => `${uid}@example.com`;
  const orderAs = (uid: string, now = NOW) =>
    createOrder(
      buyers.db,
      {
        uid,
        product: { kind: "course", courseId: SPLASH_COURSE_ID },
        liveSessionId: sessionId,
        expectedPriceCents: 29900,
        attendee: { ...attendee, email: emailOf(uid) },
        utm: null,
        idempotencyKey: randomUUID(),
        provider: "stripe",
      },
      now,
    );

  it("a full session takes a waiting list in order; a free seat or a registration refuses it", async () => {
    const first = await newUser();
    const second = await newUser();
    expect(await joinWaitingList(buyers.db, first, sessionId, NOW)).toEqual({ ok: true });
    expect(await joinWaitingList(buyers.db, second, sessionId, NOW)).toEqual({ ok: true });
    // Twice keeps one place.
    expect(await joinWaitingList(buyers.db, second, sessionId, NOW)).toEqual({ ok: true });
    expect(await joinWaitingList(buyers.db, holder, sessionId, NOW)).toEqual({
      ok: false,
      status: 409,
      message: WAITING_LIST_MESSAGES.alreadyRegistered,
    });
    expect(await joinWaitingList(buyers.db, first, "no-such-session", NOW)).toMatchObject({
      status: 404,
    });
    const listed = await entries(buyers.db, sessionId);
    expect(listed.map((entry) => entry.uid)).toEqual([first, second]);
    const view = await loadCourseWaitingLists(buyers.db, second, SPLASH_COURSE_ID, NOW);
    const mine = view?.sessions.find((item) => item.id === sessionId);
    expect(mine).toMatchObject({ full: true, mine: { status: "waiting", place: 2 } });
    expect(await listMyWaitingLists(buyers.db, second)).toMatchObject([
      { sessionId, status: "waiting", place: 2 },
    ]);
    // A session with seats free: register instead.
    const open = view?.sessions.find((item) => !item.full);
    if (open) {
      expect(await joinWaitingList(buyers.db, first, open.id, NOW)).toEqual({
        ok: false,
        status: 409,
        message: WAITING_LIST_MESSAGES.seatFree,
      });
    }
    // Nobody is offered anything while the session stays full.
    expect(await offerFreedSeats(buyers.db, buyers.mailer(), mail, NOW)).toEqual({ offered: 0 });
    for (const uid of [first, second]) await leaveWaitingList(buyers.db, uid, sessionId, NOW);
    expect(await leaveWaitingList(buyers.db, first, sessionId, NOW)).toMatchObject({
      status: 404,
    });
  });

  it("a freed seat is offered to the first in line, held against capacity, and taken by them only", async () => {
    const waiting = await newUser();
    const next = await newUser();
    const outsider = await newUser();
    await joinWaitingList(buyers.db, waiting, sessionId, NOW);
    await joinWaitingList(buyers.db, next, sessionId, NOW);
    // The registrant leaves: a seat frees.
    await buyers.db
      .delete(courseRegistrations)
      .where(eq(courseRegistrations.id, registrationId(holder, SPLASH_COURSE_ID)));
    // Two runs together (two instances' jobs): one offer.
    const runs = await Promise.all([
      offerFreedSeats(buyers.db, buyers.mailer(), mail, NOW),
      offerFreedSeats(buyers.db, buyers.mailer(), mail, NOW),
    ]);
    expect(runs.reduce((sum, run) => sum + run.offered, 0)).toBe(1);
    const [offer] = (await entries(buyers.db, sessionId)).filter(
      (entry) => entry.status === "offered",
    );
    expect(offer?.uid).toBe(waiting);
    expect(offer?.offerExpiresAt?.getTime()).toBe(NOW.getTime() + OFFER_HOLD_HOURS * HOUR);
    expect(await outboxMessages(buyers.db, emailOf(waiting), "waiting-list-offer")).toHaveLength(1);
    expect(await outboxMessages(buyers.db, emailOf(next), "waiting-list-offer")).toHaveLength(0);

    // The held seat is free to the offer's holder only.
    const seen = await quoteCourse(buyers.db, waiting, SPLASH_COURSE_ID, NOW);
    expect(seen?.sessions.find((item) => item.id === sessionId)?.soldOut).toBe(false);
    const other = await quoteCourse(buyers.db, outsider, SPLASH_COURSE_ID, NOW);
    expect(other?.sessions.find((item) => item.id === sessionId)?.soldOut).toBe(true);

    // The holder and another buyer race for it: exactly one order holds the seat.
    const [mine, theirs] = await Promise.all([orderAs(waiting), orderAs(outsider)]);
    expect(mine).toMatchObject({ ok: true });
    expect(theirs).toEqual({
      ok: false,
      status: 409,
      message: PAYMENT_MESSAGES.sessionSoldOut,
      field: "liveSessionId",
    });
    // Their pending order holds it now, not twice.
    expect(await seatsTaken(buyers.db, sessionId)).toBe(
      (await buyers.db.select().from(liveSessions).where(eq(liveSessions.id, sessionId)))[0]
        ?.capacity,
    );
    if (!mine.ok) throw new Error("no order");
    await markOrderPaid(buyers.db, buyers.mailer(), buyers.options, mine.orderId, NOW);
    await offerFreedSeats(buyers.db, buyers.mailer(), mail, NOW);
    const after = await entries(buyers.db, sessionId);
    expect(after.find((entry) => entry.uid === waiting)?.status).toBe("accepted");
    expect(after.find((entry) => entry.uid === next)?.status).toBe("waiting");
    await leaveWaitingList(buyers.db, next, sessionId, NOW);
  });

  it("an offer not taken in time passes to the next in line; staff reorder and remove, audited", async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    for (const uid of [a, b, c]) await joinWaitingList(buyers.db, uid, sessionId, NOW);
    const ids = async () =>
      (await entries(buyers.db, sessionId))
        .filter((entry) => entry.status === "waiting" || entry.status === "offered")
        .sort((x, y) => x.position - y.position);
    const cEntry = (await ids()).find((entry) => entry.uid === c);
    if (!cEntry) throw new Error("no entry");
    expect(
      await moveWaitingListEntry(buyers.db, actor, {
        sessionId,
        entryId: cEntry.id,
        direction: "up",
      }),
    ).toEqual({ ok: true });
    expect((await ids()).map((entry) => entry.uid)).toEqual([a, c, b]);
    const aEntry = (await ids())[0];
    if (!aEntry) throw new Error("no entry");
    expect(
      await moveWaitingListEntry(buyers.db, actor, {
        sessionId,
        entryId: aEntry.id,
        direction: "up",
      }),
    ).toMatchObject({ ok: false, status: 409, message: WAITING_LIST_MESSAGES.staffEdge });
    const audited = await buyers.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, "waiting-list.move-up"),
          eq(staffAuditLog.recordId, sessionId),
        ),
      );
    expect(audited).toHaveLength(1);

    // Capacity raised by one: a offered; a lets it pass, c is next.
    await buyers.db
      .update(liveSessions)
      .set({ capacity: sql`${liveSessions.capacity} + 1` })
      .where(eq(liveSessions.id, sessionId));
    expect(await offerFreedSeats(buyers.db, buyers.mailer(), mail, NOW)).toEqual({ offered: 1 });
    const later = new Date(NOW.getTime() + (OFFER_HOLD_HOURS + 1) * HOUR);
    expect(await offerFreedSeats(buyers.db, buyers.mailer(), mail, later)).toEqual({ offered: 1 });
    const now = await entries(buyers.db, sessionId);
    expect(now.find((entry) => entry.uid === a)?.status).toBe("expired");
    expect(now.find((entry) => entry.uid === c)?.status).toBe("offered");
    // Staff take c off: the seat goes to b at the next run.
    expect(
      await removeWaitingListEntry(buyers.db, actor, { sessionId, entryId: cEntry.id }, later),
    ).toEqual({ ok: true });
    expect(await offerFreedSeats(buyers.db, buyers.mailer(), mail, later)).toEqual({ offered: 1 });
    expect((await entries(buyers.db, sessionId)).find((entry) => entry.uid === b)?.status).toBe(
      "offered",
    );
    // An offer never outlives the session's start.
    const starts = (
      await buyers.db.select().from(liveSessions).where(eq(liveSessions.id, sessionId))
    )[0]?.startsAt;
    expect(
      (await entries(buyers.db, sessionId)).every(
        (entry) => !entry.offerExpiresAt || !starts || entry.offerExpiresAt <= starts,
      ),
    ).toBe(true);
  });
});

// Two app instances (two pools) offering the same freed seats at once.
describe.runIf(DATABASE_KINDS.includes("postgres"))("freed seats on two instances", () => {
  let instances: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    instances = await createTwoInstances();
    await seedDatabase(instances.database.db, NOW);
  });
  afterAll(() => instances?.destroy());

  it("two instances' runs make one offer per freed seat", async () => {
    const db = instances.database.db;
    const quote = await quoteCourse(db, "x", SPLASH_COURSE_ID, NOW);
    const session = quote?.sessions.find((item) => !item.soldOut);
    if (!session) throw new Error("no open session");
    const taken = await seatsTaken(db, session.id);
    await db
      .update(liveSessions)
      .set({ capacity: taken + 1 })
      .where(eq(liveSessions.id, session.id));
    const people = Array.from(
      { length: 6 },
      (_, index) => `wl-${index}-${randomUUID().slice(0, 8)}`,
    );
    await db
      .insert(user)
      .values(people.map((id) => ({ id, name: "Waiting", email: `${id}@example.com` })));
    // The first takes the last seat; the others wait.
    const [first, ...rest] = people;
    if (!first) throw new Error("no one");
    await seat(db, first, session.id);
    for (const uid of rest)
      expect(await joinWaitingList(db, uid, session.id, NOW)).toEqual({ ok: true });
    // Two seats free: capacity up by one, and the registrant leaves.
    await db
      .update(liveSessions)
      .set({ capacity: taken + 2 })
      .where(eq(liveSessions.id, session.id));
    await db
      .delete(courseRegistrations)
      .where(eq(courseRegistrations.id, registrationId(first, SPLASH_COURSE_ID)));
    const runs = await Promise.all(
      [db, instances.other.db, db, instances.other.db].map((handle) =>
        offerFreedSeats(handle, outboxMailer(handle), { baseUrl: "http://x" }, NOW),
      ),
    );
    expect(runs.reduce((sum, run) => sum + run.offered, 0)).toBe(2);
    const offered = (await entries(db, session.id)).filter((entry) => entry.status === "offered");
    expect(offered.map((entry) => entry.uid)).toEqual(rest.slice(0, 2));
  });
});
