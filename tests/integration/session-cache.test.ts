import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "~/db/schema/auth";
import { getSessionUser } from "~/modules/auth/session.server";
import { signOut } from "~/modules/auth/sign-out.server";
import { signUpMember } from "../setup/sign-up-account";
import {
  createTestDatabase,
  createTwoInstances,
  DATABASE_KINDS,
  type TestDatabase,
} from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

// A signed-in request's session is remembered across requests for a few
// seconds, and forgotten as soon as the session or its user changes.

/** Each call a new request (React Router gives every request its own context). */
const lookUp = (context: AppLoadContext, cookie: string) =>
  getSessionUser(browserRequest("/dashboard", { cookie }), { ...context });

describe.each(DATABASE_KINDS)("remembered sessions on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  it("looks a session up once, then answers the next requests from memory", async () => {
    const { cookie, user: signedIn } = await signUpMember(context, `${kind}-memo`);
    await lookUp(context, cookie);
    const before = database.statementCount();
    for (let i = 0; i < 3; i += 1) expect((await lookUp(context, cookie))?.id).toBe(signedIn.id);
    expect(database.statementCount()).toBe(before);
  });

  it("never takes a forged or altered cookie for a remembered one", async () => {
    const { cookie } = await signUpMember(context, `${kind}-forged`);
    await lookUp(context, cookie);
    const [name, value = ""] = cookie.split("=");
    const altered = `${name}=${value.slice(0, -3)}${value.endsWith("abc") ? "xyz" : "abc"}`;
    expect(await lookUp(context, altered)).toBeNull();
  });

  it("forgets the session as soon as it is signed out, renamed or the account deleted", async () => {
    // Five times over: on PostgreSQL the instance's own listening connection
    // may now and then hear the notice first, but never five times in a row.
    for (let round = 1; round <= 5; round += 1) {
      const member = await signUpMember(context, `${kind}-forget-${round}`);
      expect((await lookUp(context, member.cookie))?.name).toBe(member.user.name);

      await database.db.update(user).set({ name: "Ada King" }).where(eq(user.id, member.user.id));
      expect((await lookUp(context, member.cookie))?.name).toBe("Ada King");

      // Signed out elsewhere: the session row is gone.
      await database.db.delete(session).where(eq(session.userId, member.user.id));
      expect(await lookUp(context, member.cookie)).toBeNull();
    }
  });

  it("never answers a signed-out session from memory, not even on the very next request", async () => {
    for (let round = 1; round <= 3; round += 1) {
      const member = await signUpMember(context, `${kind}-sign-out-${round}`);
      expect((await lookUp(context, member.cookie))?.id).toBe(member.user.id);
      expect((await lookUp(context, member.cookie))?.id).toBe(member.user.id);
      await signOut(context, browserRequest("/logout", { cookie: member.cookie }));
      expect(await lookUp(context, member.cookie)).toBeNull();
    }
  });

  it("does not answer for a session past its expiry", async () => {
    const member = await signUpMember(context, `${kind}-expiry`);
    expect(await lookUp(context, member.cookie)).not.toBeNull();
    // Expired by a script, straight in the database, as the clock would.
    await database.db.execute(
      sql`update "session" set expires_at = now() - interval '1 minute' where user_id = ${member.user.id}`,
    );
    expect(await lookUp(context, member.cookie)).toBeNull();
  });
});

describe.runIf(DATABASE_KINDS.includes("postgres"))(
  "remembered sessions across two instances on one PostgreSQL",
  () => {
    let instances: Awaited<ReturnType<typeof createTwoInstances>>;
    beforeAll(async () => {
      instances = await createTwoInstances();
    });
    afterAll(() => instances?.destroy());

    it("a sign-out on one instance reaches the other when it commits", async () => {
      const { database, other } = instances;
      const here = createTestContext(database);
      const there = createTestContext({ ...database, db: other.db });
      const member = await signUpMember(here, "two-instances");
      expect((await lookUp(there, member.cookie))?.id).toBe(member.user.id);
      expect((await lookUp(there, member.cookie))?.id).toBe(member.user.id);

      await database.db.delete(session).where(eq(session.userId, member.user.id));
      // The notice travels on the other instance's listening connection.
      let seen: unknown = "still signed in";
      for (let attempt = 0; attempt < 100 && seen !== null; attempt += 1) {
        seen = await lookUp(there, member.cookie);
        if (seen !== null) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toBeNull();
    });
  },
);
