import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWork } from "~/lib/background-work.server";
import { changePassword } from "~/modules/accounts/change-password.server";
import { NoCurrentUserError } from "~/modules/accounts/no-current-user-error";
import { requestEmailChange } from "~/modules/accounts/request-email-change.server";
import { signUpAccount } from "../setup/sign-up-account";
import {
  createTestDatabase,
  createTwoInstances,
  DATABASE_KINDS,
  type TestDatabase,
} from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

describe("auth layer details", () => {
  it("answers account changes without a signed-in user with auth/no-current-user", async () => {
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

  it("sends a signed-out post of the profile's own forms to log in, whatever it holds; e-mail and password changes answer 401", async () => {
    const { action } = await import("~/routes/account/profile");
    const database = await createTestDatabase("pglite");
    try {
      const context = createTestContext(database);
      const call = (form: Record<string, string>) =>
        action({
          request: browserRequest("/profile", { form }),
          context,
          params: {},
        } as Parameters<typeof action>[0]);
      const forms: Record<string, string>[] = [
        { intent: "profile", firstName: "", lastName: "", state: "nowhere" },
        { intent: "add-bar", state: "new-york", barNumber: "NY-1" },
        { intent: "nothing-known" },
      ];
      for (const form of forms) {
        const thrown = await call(form).then(
          () => null,
          (error: unknown) => error,
        );
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(302);
        expect((thrown as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
      }
      const change = await call({
        intent: "change-email",
        newEmail: "a@b.co",
        currentPassword: "x",
      });
      expect(change).toMatchObject({ init: { status: 401 } });
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
        const auth = createAppAuth(
          database.db,
          result.config,
          mailer,
          logger,
          createBackgroundWork(),
        );
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

describe.each(DATABASE_KINDS)("account security on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  async function account(email: string, password = "long-enough-pass-9") {
    const { cookie, user: current } = await signUpAccount(context, {
      firstName: "S",
      lastName: "T",
      email,
      password,
      state: "ohio",
    });
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

  it("checks five passwords of twenty sent at once for one account, from twenty addresses", async () => {
    const { signIn } = await import("~/modules/auth/sign-in.server");
    const email = `burst-${kind}@example.com`;
    const { password } = await account(email);
    const fromAddress = (index: number) => {
      const request = browserRequest("/login", { method: "POST" });
      request.headers.set("x-client-ip", `198.51.100.${index + 1}`);
      return request;
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signIn(context, fromAddress(index), { email, password: "wrong-password-x" }),
      ),
    );
    const reasons = results.map((result) => (result.ok ? "signed in" : result.reason));
    expect(reasons.filter((reason) => reason === "invalid-credentials")).toHaveLength(5);
    expect(reasons.filter((reason) => reason === "rate-limited")).toHaveLength(15);
    // The owner, too, waits for the window to pass.
    expect(await signIn(context, fromAddress(30), { email, password })).toEqual({
      ok: false,
      reason: "rate-limited",
    });
  });

  it("counts a correct current password as no attempt", async () => {
    const { checkCurrentPassword } = await import("~/modules/auth/check-current-password.server");
    const email = `check-${kind}@example.com`;
    const { cookie, current, password } = await account(email);
    const request = browserRequest("/profile", { method: "POST", cookie });
    for (let i = 0; i < 7; i++)
      expect(await checkCurrentPassword(context, request, current, password)).toBe("ok");
    for (let i = 0; i < 5; i++)
      expect(await checkCurrentPassword(context, request, current, "wrong-password-x")).toBe(
        "wrong-password",
      );
    expect(await checkCurrentPassword(context, request, current, password)).toBe("rate-limited");
  });

  it("withdraws reset links when the password changes", async () => {
    const { requestPasswordReset } = await import("~/modules/auth/request-password-reset.server");
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

describe.runIf(DATABASE_KINDS.includes("postgres"))(
  "the per-account sign-in limit across two instances on one PostgreSQL",
  () => {
    let instances: Awaited<ReturnType<typeof createTwoInstances>>;
    beforeAll(async () => {
      instances = await createTwoInstances(4);
    });
    afterAll(() => instances?.destroy());

    it("checks five passwords of twenty sent at once to two instances", async () => {
      const { signIn } = await import("~/modules/auth/sign-in.server");
      const { database, other } = instances;
      const here = createTestContext(database);
      const there = createTestContext({ ...database, db: other.db });
      const email = "burst-two-instances@example.com";
      await signUpAccount(here, {
        firstName: "S",
        lastName: "T",
        email,
        password: "long-enough-pass-9",
        state: "ohio",
      });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) => {
          const request = browserRequest("/login", { method: "POST" });
          request.headers.set("x-client-ip", `203.0.113.${index + 1}`);
          return signIn(index % 2 ? here : there, request, { email, password: "wrong-password-x" });
        }),
      );
      const reasons = results.map((result) => (result.ok ? "signed in" : result.reason));
      expect(reasons.filter((reason) => reason === "invalid-credentials")).toHaveLength(5);
      expect(reasons.filter((reason) => reason === "rate-limited")).toHaveLength(15);
    });
  },
);
