import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { attendanceCorrections } from "~/db/schema/attendance";
import { session, user } from "~/db/schema/auth";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { orderRefunds, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog, staffIdentityConfirmations, staffRoleGrants } from "~/db/schema/staff";
import { ON_DEMAND_SUBJECT } from "~/modules/attendance/attendance-correction-fields";
import { createOrder } from "~/modules/payments/create-order.server";
import { markOrderPaid } from "~/modules/payments/settle-order.server";
import { action as attendanceAction } from "~/routes/staff/attendance";
import { action as confirmAction, loader as confirmLoader } from "~/routes/staff/confirm-identity";
import { action as sessionAction } from "~/routes/staff/live-session";
import { action as orderAction } from "~/routes/staff/order";
import { action as peopleAction } from "~/routes/staff/people";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext } from "../setup/test-services";
import { attorney, COURSE } from "../support/attendance-fixtures";
import { getFrom, postTo } from "../support/route-calls";

// Refunds, role changes, attendance corrections and a cancellation that
// refunds need a sign-in from the last 15 minutes; otherwise the
// staff member confirms their password on /staff/confirm and comes back.

describe.each(DATABASE_KINDS)("recent sign-in for sensitive staff actions on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let admin: { cookie: string; password: string; id: string };
  let priceCents = 0;

  const confirmedMember = async (tag: string) => {
    const member = await signUpMember(context, `recent-${kind}-${tag}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, member.user.id));
    return member;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, new Date());
    context = createTestContext(database);
    const member = await confirmedMember("admin");
    await database.db
      .insert(staffRoleGrants)
      .values({ userId: member.user.id, role: "administrator" });
    admin = { cookie: member.cookie, password: member.password, id: member.user.id };
    const [splash] = await database.db
      .select({ priceCents: courses.priceCents })
      .from(courses)
      .where(eq(courses.id, SPLASH_COURSE_ID));
    priceCents = splash?.priceCents ?? 0;
  });
  afterAll(() => database?.destroy());

  /** Signed in an hour ago, and no password confirmed since. */
  async function signInGoesStale() {
    await database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(session.userId, admin.id));
    await database.db.delete(staffIdentityConfirmations);
  }

  /** Confirms the password on /staff/confirm, which leads back to `path`. */
  async function confirmPassword(path: string) {
    const confirmed = await postTo(
      confirmAction,
      context,
      "/staff/confirm",
      {},
      {
        password: admin.password,
        redirectTo: path,
      },
      admin.cookie,
    );
    expect(confirmed).toMatchObject({ status: 302, location: path });
  }

  const auditCount = async () =>
    (await database.db.select({ n: count() }).from(staffAuditLog))[0]?.n ?? 0;

  /** The answer a stale sign-in gets: the password page, then back to `path`. */
  const toConfirm = (path: string) => ({
    status: 302,
    location: `/staff/confirm?${new URLSearchParams({ redirectTo: path })}`,
  });

  /** A paid seat bought through the built-in test provider. */
  async function paidOrder(liveSessionId: string) {
    const uid = `buyer-${randomUUID().slice(0, 12)}`;
    await database.db
      .insert(user)
      .values({ id: uid, name: "Ada Lovelace", email: `${uid}@example.com` });
    const created = await createOrder(database.db, {
      uid,
      product: { kind: "course", courseId: SPLASH_COURSE_ID },
      liveSessionId,
      expectedPriceCents: priceCents,
      attendee: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: `${uid}@example.com`,
        state: "new-york",
      },
      utm: null,
      idempotencyKey: randomUUID(),
      provider: "test",
    });
    if (!created.ok) throw new Error(created.message);
    await database.db
      .update(orders)
      .set({ providerReference: `test_${created.orderId}` })
      .where(eq(orders.id, created.orderId));
    const settled = await markOrderPaid(
      database.db,
      context.services.mailer,
      {
        baseUrl: "http://localhost:3000",
        organizerEmail: "support@example.com",
        provider: context.services.payments,
      },
      created.orderId,
    );
    expect(settled).toMatchObject({ status: "paid" });
    return created.orderId;
  }

  async function futureSession() {
    const id = `recent-${randomUUID().slice(0, 8)}`;
    await database.db.insert(liveSessions).values({
      id,
      courseId: SPLASH_COURSE_ID,
      startsAt: new Date(Date.now() + 20 * 86_400_000),
      durationMinutes: 60,
      capacity: 50,
    });
    return id;
  }

  it("a refund waits for the password; nothing is refunded until then", async () => {
    const orderId = await paidOrder(await futureSession());
    const path = `/staff/orders/${orderId}`;
    const form = {
      intent: "refund",
      confirmed: "refund",
      amount: "10",
      reason: "Missed the start",
    };
    await signInGoesStale();
    const before = await auditCount();
    expect(await postTo(orderAction, context, path, { orderId }, form, admin.cookie)).toMatchObject(
      toConfirm(path),
    );
    expect(
      await database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    ).toEqual([]);
    expect(await auditCount()).toBe(before);

    await confirmPassword(path);
    expect(await postTo(orderAction, context, path, { orderId }, form, admin.cookie)).toMatchObject(
      {
        status: 200,
        data: { ok: true, intent: "refund" },
      },
    );
    expect(
      await database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    ).toMatchObject([{ amountCents: 1000, status: "succeeded" }]);
  });

  it("granting and revoking a role wait for the password; no role changes until then", async () => {
    const target = await confirmedMember("target");
    const path = "/staff/people";
    const grant = { intent: "grant", email: target.email, role: "support", reason: "New hire" };
    const revoke = { ...grant, intent: "revoke", reason: "Left" };
    const rolesOfTarget = () =>
      database.db.select().from(staffRoleGrants).where(eq(staffRoleGrants.userId, target.user.id));

    await signInGoesStale();
    const before = await auditCount();
    expect(await postTo(peopleAction, context, path, {}, grant, admin.cookie)).toMatchObject(
      toConfirm(path),
    );
    expect(await rolesOfTarget()).toEqual([]);
    expect(await auditCount()).toBe(before);

    await confirmPassword(path);
    expect(await postTo(peopleAction, context, path, {}, grant, admin.cookie)).toMatchObject({
      status: 200,
      data: { ok: true, intent: "grant" },
    });
    expect(await rolesOfTarget()).toMatchObject([{ role: "support" }]);

    await signInGoesStale();
    const granted = await auditCount();
    expect(await postTo(peopleAction, context, path, {}, revoke, admin.cookie)).toMatchObject(
      toConfirm(path),
    );
    expect(await rolesOfTarget()).toMatchObject([{ role: "support" }]);
    expect(await auditCount()).toBe(granted);

    await confirmPassword(path);
    expect(await postTo(peopleAction, context, path, {}, revoke, admin.cookie)).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect(await rolesOfTarget()).toEqual([]);
  });

  it("an attendance correction waits for the password; nothing is recorded until then", async () => {
    const uid = await attorney(database.db, COURSE);
    const path = `/staff/attendees/${uid}/courses/${COURSE}/attendance`;
    const params = { userId: uid, courseId: COURSE };
    const form = {
      subject: ON_DEMAND_SUBJECT,
      outcome: "attended",
      reason: "The player lost its connection.",
      evidence: "Support chat on the day.",
      replacesSession: "",
      replacesLecture: "",
    };
    const recorded = () =>
      database.db.select().from(attendanceCorrections).where(eq(attendanceCorrections.uid, uid));

    await signInGoesStale();
    const before = await auditCount();
    expect(await postTo(attendanceAction, context, path, params, form, admin.cookie)).toMatchObject(
      toConfirm(path),
    );
    expect(await recorded()).toEqual([]);
    expect(await auditCount()).toBe(before);

    await confirmPassword(path);
    expect(await postTo(attendanceAction, context, path, params, form, admin.cookie)).toMatchObject(
      {
        status: 200,
        data: { ok: true },
      },
    );
    expect(await recorded()).toHaveLength(1);
  });

  it("cancelling a session with refunds waits for the password; keeping the seats does not", async () => {
    const sessionId = await futureSession();
    const orderId = await paidOrder(sessionId);
    const path = `/staff/live-sessions/${sessionId}`;
    const params = { sessionId };
    const cancel = {
      intent: "cancel",
      confirmed: "cancel",
      version: "1",
      reason: "The presenter is ill.",
      paidSeats: "refund",
    };
    const sessionRow = async () =>
      (await database.db.select().from(liveSessions).where(eq(liveSessions.id, sessionId)))[0];

    await signInGoesStale();
    const before = await auditCount();
    expect(await postTo(sessionAction, context, path, params, cancel, admin.cookie)).toMatchObject(
      toConfirm(path),
    );
    expect(await sessionRow()).toMatchObject({ cancelledAt: null, version: 1 });
    expect(
      await database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    ).toEqual([]);
    expect(
      await database.db
        .select()
        .from(courseRegistrations)
        .where(eq(courseRegistrations.orderId, orderId)),
    ).toHaveLength(1);
    expect(await auditCount()).toBe(before);

    // Keeping the paid seats refunds nothing: no recent sign-in is asked for.
    const other = await futureSession();
    expect(
      await postTo(
        sessionAction,
        context,
        `/staff/live-sessions/${other}`,
        { sessionId: other },
        { ...cancel, paidSeats: "keep" },
        admin.cookie,
      ),
    ).toMatchObject({ status: 200, data: { ok: true, intent: "cancel" } });

    await confirmPassword(path);
    expect(await postTo(sessionAction, context, path, params, cancel, admin.cookie)).toMatchObject({
      status: 200,
      data: { ok: true, intent: "cancel" },
    });
    expect((await sessionRow())?.cancelledAt).not.toBeNull();
    expect(
      await database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    ).toMatchObject([{ status: "succeeded" }]);
  });
});

describe.each(DATABASE_KINDS)("/staff/confirm on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  async function staffMember(tag: string) {
    const member = await signUpMember(context, `confirm-${kind}-${tag}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, member.user.id));
    await database.db.insert(staffRoleGrants).values({ userId: member.user.id, role: "support" });
    return member;
  }
  const confirm = (cookie: string, form: Record<string, string>) =>
    postTo(confirmAction, context, "/staff/confirm", {}, form, cookie);
  const confirmations = () => database.db.select().from(staffIdentityConfirmations);

  it("the right password returns to the staff page asked for, and only to a staff page", async () => {
    const member = await staffMember("right");
    const page = await getFrom(
      confirmLoader,
      context,
      `/staff/confirm?${new URLSearchParams({ redirectTo: "/staff/orders/ord_1?tab=refunds" })}`,
      {},
      member.cookie,
    );
    expect(page).toMatchObject({
      status: 200,
      data: { email: member.email, redirectTo: "/staff/orders/ord_1?tab=refunds" },
    });
    expect(
      await confirm(member.cookie, {
        password: member.password,
        redirectTo: "/staff/orders/ord_1?tab=refunds",
      }),
    ).toMatchObject({ status: 302, location: "/staff/orders/ord_1?tab=refunds" });
    expect(await confirmations()).toHaveLength(1);
    // Away from the console, or off the site: back to the overview instead.
    for (const elsewhere of ["/account", "https://evil.example/staff", "//evil.example/staff"]) {
      expect(
        await confirm(member.cookie, { password: member.password, redirectTo: elsewhere }),
      ).toMatchObject({ status: 302, location: "/staff" });
    }
  });

  it("a wrong password is refused with a clear message, and after five a minute none is checked", async () => {
    const member = await staffMember("wrong");
    const before = (await confirmations()).length;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        await confirm(member.cookie, { password: "not-my-password", redirectTo: "/staff/people" }),
      ).toMatchObject({
        status: 401,
        data: {
          ok: false,
          message: "That password is not right.",
          errors: { password: "That password is not right." },
        },
      });
    }
    // The sixth, even the right one, waits.
    expect(
      await confirm(member.cookie, { password: member.password, redirectTo: "/staff/people" }),
    ).toMatchObject({
      status: 429,
      data: { ok: false, message: "Too many attempts. Please wait a minute and try again." },
    });
    expect(await confirm(member.cookie, { password: "", redirectTo: "/staff" })).toMatchObject({
      status: 400,
      data: { errors: { password: "Enter your password." } },
    });
    expect((await confirmations()).length).toBe(before);
  });

  it("is for staff only", async () => {
    const attorneyAccount = await signUpMember(context, `confirm-${kind}-attorney`);
    expect(
      await confirm(attorneyAccount.cookie, { password: attorneyAccount.password }),
    ).toMatchObject({ status: 403 });
    const signedOut = await postTo(confirmAction, context, "/staff/confirm", {}, { password: "x" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/login\?/);
  });
});
