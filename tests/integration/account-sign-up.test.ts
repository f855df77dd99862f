import { count, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { createProfile } from "~/modules/accounts/create-profile.server";
import { getActivePlan } from "~/modules/accounts/get-active-plan.server";
import { getProfile } from "~/modules/accounts/get-profile.server";
import { registerAccount } from "~/modules/accounts/register-account.server";
import { saveProfile } from "~/modules/accounts/save-profile.server";
import { updateProfile } from "~/modules/accounts/update-profile.server";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

describe.each(DATABASE_KINDS)("accounts on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  const newAccount = (overrides: { phone?: string } = {}) => signUpMember(context, kind, overrides);

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
      // A member at once: the free trial is the plan that runs now.
      expect(await getActivePlan(database.db, current.id)).toMatchObject({ kind: "free_trial" });
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

  it("answers a save as whole even when an older save's name change lands right after it", async () => {
    const { cookie, user: current } = await newAccount();
    const db = database.db;
    // The older save's name change, sent before this save's profile write,
    // lands just after this save's alignment (its own alignment comes later).
    let landed = false;
    const racing = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "transaction") return Reflect.get(target, key, receiver);
        return async (...args: Parameters<typeof db.transaction>) => {
          const result = await target.transaction(...args);
          if (!landed) {
            landed = true;
            await target.update(user).set({ name: "Older King" }).where(eq(user.id, current.id));
          }
          return result;
        };
      },
    });
    const racingContext = {
      ...context,
      services: { ...context.services, database: { ...context.services.database, db: racing } },
    };
    const saved = await saveProfile(
      racingContext,
      browserRequest("/profile", { method: "POST", cookie }),
      current,
      { firstName: "Xena", lastName: "King", state: "texas", phone: undefined },
    );
    expect(landed).toBe(true);
    expect(saved.ok).toBe(true);
  });

  it("sixteen saves of one profile at once all succeed, and the name the profile keeps is the account's", async () => {
    // Several rounds: the writes of overlapping saves land in a different order each time.
    for (let round = 0; round < 15; round++) {
      const { cookie, user: current } = await newAccount();
      const names = Array.from({ length: 16 }, (_, index) => `Ada${"a".repeat(index)}`);
      const results = await Promise.all(
        names.map((firstName) =>
          saveProfile(context, browserRequest("/profile", { method: "POST", cookie }), current, {
            firstName,
            lastName: "King",
            state: "texas",
            phone: undefined,
          }),
        ),
      );
      expect(results.map((result) => result.ok)).toEqual(names.map(() => true));
      const profile = await getProfile(database.db, current.id);
      const [row] = await database.db
        .select({ name: user.name })
        .from(user)
        .where(eq(user.id, current.id));
      expect(names).toContain(profile?.firstName);
      expect(row?.name).toBe(`${profile?.firstName} King`);
    }
  });
});
