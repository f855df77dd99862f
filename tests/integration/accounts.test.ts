import { count, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { barAdmissions, plans, userProfiles } from "~/db/schema/accounts";
import { session, user } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { enrolments } from "~/db/schema/learning";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { DELETE_ACCOUNT_MESSAGES } from "~/modules/accounts/account-messages";
import { deleteAccount, saveProfile } from "~/modules/accounts/account-settings.server";
import { addBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { isMember } from "~/modules/accounts/plans.server";
import { createProfile, getProfile, updateProfile } from "~/modules/accounts/profile.server";
import { registerAccount } from "~/modules/accounts/register-account.server";
import { getSessionUser } from "~/modules/auth/session.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, cookieFrom, createTestContext } from "../setup/test-services";

describe.each(DATABASE_KINDS)("accounts on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let counter = 0;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  async function newAccount(overrides: { phone?: string } = {}) {
    counter += 1;
    const email = `member${counter}-${kind}@example.com`;
    const password = `long-enough-pass-${counter}`;
    const result = await registerAccount(context, browserRequest("/register", { method: "POST" }), {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password,
      state: "new-york",
      ...overrides,
    });
    if (!result.ok) throw new Error(`sign-up failed: ${result.reason}`);
    const cookie = cookieFrom(result.headers);
    const current = await getSessionUser(browserRequest("/", { cookie }), context);
    if (!current) throw new Error("not signed in after sign-up");
    return { email, password, cookie, user: current };
  }

  describe("the profile (spec §3, §4)", () => {
    it("omits an undefined phone, drops undefined fields on update and refreshes updatedAt", async () => {
      const db = database.db;
      await db
        .insert(user)
        .values({ id: `p-${kind}`, name: "P Q", email: `p-${kind}@example.com` });
      const created = new Date("2026-01-01T10:00:00Z");
      await createProfile(
        db,
        `p-${kind}`,
        { firstName: "P", lastName: "Q", email: "p@x.com", state: "ohio", phone: undefined },
        created,
      );
      const profile = await getProfile(db, `p-${kind}`);
      expect(profile).not.toHaveProperty("phone");
      expect(profile?.createdAt.toISOString()).toBe(created.toISOString());
      expect(profile?.updatedAt.toISOString()).toBe(created.toISOString());

      const later = new Date("2026-02-01T10:00:00Z");
      await updateProfile(
        db,
        `p-${kind}`,
        { firstName: "Pat", lastName: undefined, phone: "555-010-9999" },
        later,
      );
      const updated = await getProfile(db, `p-${kind}`);
      expect(updated).toMatchObject({
        firstName: "Pat",
        lastName: "Q",
        phone: "555-010-9999",
        state: "ohio",
      });
      expect(updated?.updatedAt.toISOString()).toBe(later.toISOString());
      expect(updated?.createdAt.toISOString()).toBe(created.toISOString());

      await updateProfile(db, `p-${kind}`, { phone: null });
      expect(await getProfile(db, `p-${kind}`)).not.toHaveProperty("phone");
      expect(await getProfile(db, "nobody")).toBeNull();
      expect(await updateProfile(db, "nobody", { firstName: "X" })).toBe(false);
    });
  });

  describe("sign-up", () => {
    it("creates the account, the profile and a free trial, and queues the welcome and confirmation e-mails", async () => {
      const { email, user: current } = await newAccount({ phone: "(312) 555-0142" });
      expect(current).toMatchObject({ name: "Ada Lovelace", email, emailVerified: false });
      expect(await getProfile(database.db, current.id)).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        email,
        state: "new-york",
        phone: "(312) 555-0142",
      });
      expect(await isMember(database.db, current.id)).toBe(true);
      // The confirmation is queued just after the answer (no timing difference).
      const mailTo = () =>
        database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      await vi.waitFor(async () => expect((await mailTo()).length).toBe(2));
      const mail = await mailTo();
      expect(mail.map((message) => message.template).sort()).toEqual(["verify-email", "welcome"]);
      expect(mail.every((message) => message.uid === current.id)).toBe(true);
      expect(mail.find((message) => message.template === "verify-email")?.text).toContain(
        "http://localhost:3000/api/auth/verify-email?token=",
      );
    });

    it("refuses a common password without creating anything", async () => {
      const result = await registerAccount(
        context,
        browserRequest("/register", { method: "POST" }),
        {
          firstName: "C",
          lastName: "P",
          email: `common-${kind}@example.com`,
          password: "password123",
          state: "other",
        },
      );
      expect(result).toEqual({ ok: false, reason: "common-password" });
      const [row] = await database.db
        .select({ n: count() })
        .from(user)
        .where(eq(user.email, `common-${kind}@example.com`));
      expect(row?.n).toBe(0);
    });

    it("refuses a second account for the same address", async () => {
      const { email } = await newAccount();
      const again = await registerAccount(
        context,
        browserRequest("/register", { method: "POST" }),
        {
          firstName: "A",
          lastName: "B",
          email,
          password: "another-long-password",
          state: "ohio",
        },
      );
      expect(again).toEqual({ ok: false, reason: "email-taken" });
    });
  });

  it("saving the profile keeps the account's display name in step", async () => {
    const { cookie, user: current } = await newAccount();
    const { headers } = await saveProfile(
      context,
      browserRequest("/profile", { method: "POST", cookie }),
      current,
      {
        firstName: "Augusta",
        lastName: "King",
        state: "texas",
        phone: undefined,
      },
    );
    const [row] = await database.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, current.id));
    expect(row?.name).toBe("Augusta King");
    expect(await getProfile(database.db, current.id)).toMatchObject({
      firstName: "Augusta",
      state: "texas",
    });
    expect(headers).toBeInstanceOf(Headers);
  });

  describe("account deletion (spec §4, §8)", () => {
    it("needs the signed-in owner, a recent sign-in and the password", async () => {
      const { cookie, password, user: current } = await newAccount();
      const request = () => browserRequest("/delete-account", { method: "POST", cookie });

      expect(
        await deleteAccount(context, request(), null, { uid: current.id, password }),
      ).toMatchObject({
        ok: false,
        message: DELETE_ACCOUNT_MESSAGES.notSignedIn,
      });
      expect(
        await deleteAccount(context, request(), current, { uid: "someone-else", password }),
      ).toMatchObject({
        ok: false,
        message: DELETE_ACCOUNT_MESSAGES.notThisAccount,
      });
      expect(
        await deleteAccount(context, request(), current, {
          uid: current.id,
          password: "wrong-password",
        }),
      ).toMatchObject({
        ok: false,
        message: DELETE_ACCOUNT_MESSAGES.wrongPassword,
      });

      // A sign-in older than the fresh window.
      await database.db
        .update(session)
        .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
        .where(eq(session.userId, current.id));
      expect(
        await deleteAccount(context, request(), current, { uid: current.id, password }),
      ).toMatchObject({
        ok: false,
        message: DELETE_ACCOUNT_MESSAGES.needsRecentLogin,
      });
      expect(await getProfile(database.db, current.id)).not.toBeNull();
    });

    it("deletes the profile, then the account and every piece of personal data", async () => {
      const { cookie, password, email, user: current } = await newAccount();
      await addBarAdmission(database.db, current.id, { state: "new-york", barNumber: "1234567" });
      await database.db.insert(courseRegistrations).values({
        id: `${current.id}_${SPLASH_COURSE_ID}`,
        uid: current.id,
        courseId: SPLASH_COURSE_ID,
        courseName: "AI & The Law",
        firstName: "Ada",
        lastName: "Lovelace",
        email,
        state: "new-york",
      });
      await database.db.insert(enrolments).values({
        id: `${current.id}_${SPLASH_COURSE_ID}`,
        uid: current.id,
        courseId: SPLASH_COURSE_ID,
        courseName: "AI & The Law",
        progress: 40,
      });
      await database.db.insert(newsletterSubscriptions).values({ email, token: `t-${current.id}` });
      const orderId = `ord_${current.id}`;
      await database.db.insert(orders).values({
        id: orderId,
        uid: current.id,
        courseId: SPLASH_COURSE_ID,
        courseName: "AI & The Law",
        amountCents: 14900,
        priceKind: "member",
        status: "paid",
        paidAt: new Date(),
        provider: "test",
        idempotencyKey: `key-${current.id}`,
        attendee: { firstName: "Ada", lastName: "Lovelace", email, state: "new-york" },
        utm: { source: "linkedin", medium: null, campaign: null, term: null, content: null },
        holdExpiresAt: new Date(),
      });
      const result = await deleteAccount(
        context,
        browserRequest("/delete-account", { method: "POST", cookie }),
        current,
        {
          uid: current.id,
          password,
        },
      );
      expect(result.ok).toBe(true);
      const db = database.db;
      const left = await Promise.all([
        db.select({ n: count() }).from(user).where(eq(user.id, current.id)),
        db.select({ n: count() }).from(userProfiles).where(eq(userProfiles.uid, current.id)),
        db.select({ n: count() }).from(session).where(eq(session.userId, current.id)),
        db.select({ n: count() }).from(plans).where(eq(plans.uid, current.id)),
        db.select({ n: count() }).from(barAdmissions).where(eq(barAdmissions.uid, current.id)),
        db
          .select({ n: count() })
          .from(courseRegistrations)
          .where(eq(courseRegistrations.uid, current.id)),
        db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.toAddress, email)),
        db.select({ n: count() }).from(enrolments).where(eq(enrolments.uid, current.id)),
        db
          .select({ n: count() })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email)),
      ]);
      expect(left.map(([row]) => row?.n)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
      // The order stays for the accounts, without the buyer.
      const [kept] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(kept).toMatchObject({
        uid: null,
        amountCents: 14900,
        attendee: { firstName: "", lastName: "", email: "", state: "" },
        utm: null,
      });
    });
  });
});

describe("auth layer details", () => {
  it("answers account changes without a signed-in user with auth/no-current-user", async () => {
    const { NoCurrentUserError, requestEmailChange, changePassword } = await import(
      "~/modules/accounts/account-settings.server"
    );
    const database = await createTestDatabase("pglite");
    try {
      const context = createTestContext(database);
      const request = browserRequest("/profile", { method: "POST" });
      await expect(
        requestEmailChange(context, request, null, { currentPassword: "x", newEmail: "a@b.co" }),
      ).rejects.toMatchObject({
        code: "auth/no-current-user",
        message: "No authenticated user found",
      });
      await expect(
        changePassword(context, request, null, {
          currentPassword: "x",
          newPassword: "y".repeat(12),
        }),
      ).rejects.toBeInstanceOf(NoCurrentUserError);
    } finally {
      await database.destroy();
    }
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, and Secure with a __Secure- name on https", async () => {
    const { createAppAuth } = await import("../../server/services");
    const { loadConfig } = await import("~/modules/config/env.server");
    const { createMailer } = await import("~/modules/email/mailer.server");
    const { createLogger } = await import("~/modules/logging/logger.server");
    const database = await createTestDatabase("pglite");
    try {
      for (const baseUrl of ["http://localhost:3000", "https://cle.example.com"]) {
        const result = loadConfig({
          NODE_ENV: "test",
          BASE_URL: baseUrl,
          BETTER_AUTH_SECRET: "s".repeat(40),
        });
        if (!result.ok) throw new Error(result.problems.join());
        const logger = createLogger("silent");
        const mailer = createMailer({
          db: database.db,
          transport: null,
          fromAddress: "a@b.co",
          logger,
        });
        const auth = createAppAuth(database.db, result.config, mailer, logger);
        const response = await auth.api.signUpEmail({
          body: {
            name: "C K",
            email: `cookie-${baseUrl.length}@example.com`,
            password: "long-enough-pass-1",
          },
          headers: new Headers({ Origin: baseUrl }),
          asResponse: true,
        });
        const cookie = response.headers
          .getSetCookie()
          .find((value) => value.includes("session_token="));
        expect(cookie).toMatch(/HttpOnly/i);
        expect(cookie).toMatch(/SameSite=Lax/i);
        if (baseUrl.startsWith("https")) {
          expect(cookie).toMatch(/^__Secure-lexedge\.session_token=/);
          expect(cookie).toMatch(/;\s*Secure/i);
        } else {
          expect(cookie).toMatch(/^lexedge\.session_token=/);
          expect(cookie).not.toMatch(/;\s*Secure/i);
        }
      }
    } finally {
      await database.destroy();
    }
  });
});

describe("the development mailbox", () => {
  it("lists the outbox in development, to this machine only, and shows a message with its links", async () => {
    const { loader } = await import("~/routes/dev/mailbox");
    const database = await createTestDatabase("pglite");
    try {
      const testContext = createTestContext(database);
      const context = {
        ...testContext,
        services: {
          ...testContext.services,
          config: { ...testContext.services.config, nodeEnv: "development" as const },
        },
      };
      await database.db.insert(emailOutbox).values({
        id: "m1",
        toAddress: "reader@example.com",
        subject: "Reset your password",
        html: "<p>x</p>",
        text: "Open http://localhost:3000/reset-password?token=abc",
        template: "reset-password",
      });
      const local = browserRequest("/dev/mailbox?id=m1");
      local.headers.set("x-client-ip", "127.0.0.1");
      const args = {
        request: local,
        context,
        params: {},
      } as Parameters<typeof loader>[0];
      const page = await loader(args);
      expect(page.messages.map((message) => message.subject)).toEqual(["Reset your password"]);
      expect(page.open?.text).toContain("reset-password?token=abc");
      const production = {
        ...context,
        services: {
          ...context.services,
          config: { ...context.services.config, nodeEnv: "production" as const },
        },
      };
      await expect(loader({ ...args, context: production })).rejects.toMatchObject({
        init: { status: 404 },
      });
      // Development, but asked from another machine: not there either.
      const remote = browserRequest("/dev/mailbox");
      await expect(loader({ ...args, request: remote })).rejects.toMatchObject({
        init: { status: 404 },
      });
    } finally {
      await database.destroy();
    }
  });
});

describe.each(DATABASE_KINDS)("account security on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  async function account(email: string, password = "long-enough-pass-9") {
    const result = await registerAccount(context, browserRequest("/register", { method: "POST" }), {
      firstName: "S",
      lastName: "T",
      email,
      password,
      state: "ohio",
    });
    if (!result.ok) throw new Error(result.reason);
    const cookie = cookieFrom(result.headers);
    const current = await getSessionUser(browserRequest("/", { cookie }), context);
    if (!current) throw new Error("not signed in");
    return { cookie, current, password };
  }

  it("refuses a common password even when better-auth is called directly", async () => {
    await expect(
      context.services.auth.api.signUpEmail({
        body: { name: "X Y", email: `direct-${kind}@example.com`, password: "password123" },
      }),
    ).rejects.toMatchObject({ body: { code: "PASSWORD_TOO_COMMON" } });
  });

  it("counts wrong passwords per account address, and a successful sign-in clears the count", async () => {
    const { signIn } = await import("~/modules/auth/sign-in.server");
    const email = `locked-${kind}@example.com`;
    const { password } = await account(email);
    const attempt = (pw: string) =>
      signIn(context, browserRequest("/login", { method: "POST" }), { email, password: pw });
    for (let i = 0; i < 4; i++)
      expect(await attempt("wrong-password-x")).toMatchObject({
        ok: false,
        reason: "invalid-credentials",
      });
    expect((await attempt(password)).ok).toBe(true);
    for (let i = 0; i < 5; i++)
      expect(await attempt("wrong-password-x")).toMatchObject({ reason: "invalid-credentials" });
    expect(await attempt(password)).toEqual({ ok: false, reason: "rate-limited" });
  });

  it("withdraws reset links when the password changes", async () => {
    const { requestPasswordReset } = await import("~/modules/auth/sign-in.server");
    const { changePassword } = await import("~/modules/accounts/account-settings.server");
    const { verification } = await import("~/db/schema/auth");
    const { like } = await import("drizzle-orm");
    const email = `reset-${kind}@example.com`;
    const { cookie, current, password } = await account(email);
    expect(
      await requestPasswordReset(
        context,
        browserRequest("/forgot-password", { method: "POST" }),
        email,
      ),
    ).toEqual({ ok: true });
    const resetRows = () =>
      database.db
        .select()
        .from(verification)
        .where(like(verification.identifier, "reset-password:%"));
    expect((await resetRows()).filter((row) => row.value === current.id)).toHaveLength(1);
    const changed = await changePassword(
      context,
      browserRequest("/profile", { method: "POST", cookie }),
      current,
      {
        currentPassword: password,
        newPassword: "a-brand-new-password-1",
      },
    );
    expect(changed.ok).toBe(true);
    expect((await resetRows()).filter((row) => row.value === current.id)).toHaveLength(0);
  });
});
