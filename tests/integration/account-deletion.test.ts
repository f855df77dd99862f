import { count, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { barAdmissions, plans, userProfiles } from "~/db/schema/accounts";
import { session, user } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { enrolments } from "~/db/schema/learning";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog, staffRoleGrants } from "~/db/schema/staff";
import { addBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { deleteAccount } from "~/modules/accounts/delete-account.server";
import { DELETE_ACCOUNT_MESSAGES } from "~/modules/accounts/delete-account-messages";
import { getProfile } from "~/modules/accounts/get-profile.server";
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
    it("never deletes the last administrator, also when two delete at once", async () => {
      const first = await newAccount();
      const second = await newAccount();
      const db = database.db;
      const request = (cookie: string) =>
        browserRequest("/delete-account", { method: "POST", cookie });
      // Administrators granted in the database; STAFF_EMAILS names no account here.
      await db.delete(staffRoleGrants).where(eq(staffRoleGrants.role, "administrator"));
      await db.insert(staffRoleGrants).values({ userId: first.user.id, role: "administrator" });

      expect(
        await deleteAccount(context, request(first.cookie), first.user, {
          uid: first.user.id,
          password: first.password,
        }),
      ).toEqual({ ok: false, message: DELETE_ACCOUNT_MESSAGES.lastAdministrator, status: 409 });
      const stillThere = await db.select().from(user).where(eq(user.id, first.user.id));
      expect(stillThere).toHaveLength(1);

      await db.insert(staffRoleGrants).values({ userId: second.user.id, role: "administrator" });
      const results = await Promise.all(
        [first, second].map((account) =>
          deleteAccount(context, request(account.cookie), account.user, {
            uid: account.user.id,
            password: account.password,
          }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({
        message: DELETE_ACCOUNT_MESSAGES.lastAdministrator,
      });
      const administrators = await db
        .select({ userId: staffRoleGrants.userId })
        .from(staffRoleGrants)
        .where(eq(staffRoleGrants.role, "administrator"));
      expect(administrators).toHaveLength(1);
      const gone = results[0]?.ok ? first : second;
      const [entry] = await db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.recordId, gone.user.id));
      expect(entry).toMatchObject({
        action: "staff.revoke",
        reason: "The account is being deleted by its holder.",
      });
    });
  });
});
