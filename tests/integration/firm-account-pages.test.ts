import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { firmInvitations, firmMembers } from "~/db/schema/firms";
import { FIRM_ACCOUNT_MESSAGES as M } from "~/modules/firms/firm-account-messages";
import { action as joinAction, loader as joinLoader } from "~/routes/firm/join";
import { action as membersAction, loader as membersLoader } from "~/routes/firm/members";
import { action as overviewAction } from "~/routes/firm/overview";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, cookieFrom, createTestContext } from "../setup/test-services";

// The firm pages' loaders and actions with plain requests: bad input and the
// wrong person get a clear 4xx, never a 500.

type Answer = {
  init?: { status?: number } | null;
  data: { ok: boolean; message: string; errors: Record<string, string> };
};

async function status(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = (await run()) as Answer | Response;
    if (result instanceof Response) return result.status;
    return result.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe.each(DATABASE_KINDS)("firm pages on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  const call = <A extends (args: never) => unknown>(
    fn: A,
    path: string,
    cookie: string,
    form?: Record<string, string>,
    params: Record<string, string> = {},
  ) =>
    fn({
      request: browserRequest(path, { cookie, ...(form ? { form } : {}) }),
      context,
      params,
    } as never) as Promise<unknown>;

  it("creates a firm from the form, refusing empty fields field by field", async () => {
    const admin = await signUpMember(context, `${kind}-pages-admin`);
    const empty = (await call(overviewAction, "/firm", admin.cookie, {
      intent: "create",
      name: " ",
      billingContact: "",
      billingEmail: "not an address",
      billingAddress: "",
    })) as Answer;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.errors).toEqual({
      name: "Enter the firm's name.",
      billingContact: "Enter who receives the invoices.",
      billingEmail: "Enter a valid e-mail address.",
      billingAddress: "Enter the billing address.",
    });
    const created = (await call(overviewAction, "/firm", admin.cookie, {
      intent: "create",
      name: "Pages LLP",
      billingContact: "Grace Hopper",
      billingEmail: "billing@example.com",
      billingAddress: "1 Main Street",
    })) as Answer;
    expect(created.data).toMatchObject({ ok: true, message: M.created("Pages LLP") });
    // A second firm for the same person is refused.
    expect(
      await status(() =>
        call(overviewAction, "/firm", admin.cookie, {
          intent: "create",
          name: "Again LLP",
          billingContact: "Grace Hopper",
          billingEmail: "billing@example.com",
          billingAddress: "1 Main Street",
        }),
      ),
    ).toBe(409);

    // The members page: administrators only; unknown intents and bad addresses are 400s.
    const member = await signUpMember(context, `${kind}-pages-member`);
    expect(await status(() => call(membersLoader, "/firm/members", member.cookie))).toBe(403);
    expect(
      await status(() =>
        call(membersAction, "/firm/members", member.cookie, { intent: "invite", email: "a@b.co" }),
      ),
    ).toBe(403);
    expect(
      await status(() => call(overviewAction, "/firm", member.cookie, { intent: "details" })),
    ).toBe(400);
    expect(
      await status(() =>
        call(overviewAction, "/firm", member.cookie, {
          intent: "details",
          name: "Taken over",
          billingContact: "X",
          billingEmail: "x@example.com",
          billingAddress: "Y",
        }),
      ),
    ).toBe(403);
    expect(
      await status(() => call(membersAction, "/firm/members", admin.cookie, { intent: "nope" })),
    ).toBe(400);
    const badEmail = (await call(membersAction, "/firm/members", admin.cookie, {
      intent: "invite",
      email: "not-an-address",
    })) as Answer;
    expect(badEmail.init?.status).toBe(400);
    expect(badEmail.data.errors.email).toBe("Enter a valid e-mail address.");
    expect(
      await status(() =>
        call(membersAction, "/firm/members", admin.cookie, {
          intent: "remove",
          memberId: "no-such-member",
        }),
      ),
    ).toBe(409);
    expect(
      await status(() =>
        call(membersAction, "/firm/members", admin.cookie, {
          intent: "cancel",
          invitationId: "no-such-invitation",
        }),
      ),
    ).toBe(409);

    // The join page: unknown, expired, wrong address, no consent answer.
    expect(
      await status(() =>
        call(joinLoader, "/firm/join/none", member.cookie, undefined, { invitationId: "none" }),
      ),
    ).toBe(404);
    const invited = (await call(membersAction, "/firm/members", admin.cookie, {
      intent: "invite",
      email: member.email,
    })) as Answer;
    expect(invited.data.ok).toBe(true);
    const [invitation] = await database.db
      .select({ id: firmInvitations.id })
      .from(firmInvitations)
      .where(eq(firmInvitations.email, member.email));
    const invitationId = invitation?.id ?? "";
    const params = { invitationId };
    const path = `/firm/join/${invitationId}`;
    // Signed in as the administrator (another address).
    expect(await status(() => call(joinLoader, path, admin.cookie, undefined, params))).toBe(403);
    // Not yet confirmed.
    expect(await status(() => call(joinLoader, path, member.cookie, undefined, params))).toBe(403);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, member.user.id));
    // Signed in again (as after the confirmation link), the page offers to join.
    const signedIn = await context.services.auth.api.signInEmail({
      body: { email: member.email, password: member.password },
      returnHeaders: true,
    });
    const cookie = cookieFrom(signedIn.headers);
    expect(await status(() => call(joinLoader, path, cookie, undefined, params))).toBe(200);
    const noAnswer = (await call(joinAction, path, cookie, {}, params)) as Answer;
    expect(noAnswer.init?.status).toBe(400);
    expect(noAnswer.data.errors.shares).toBe("Choose whether to share your compliance.");
    await database.db
      .update(firmInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(firmInvitations.id, invitationId));
    expect(await status(() => call(joinLoader, path, cookie, undefined, params))).toBe(410);
    expect(await status(() => call(joinAction, path, cookie, { shares: "yes" }, params))).toBe(410);
    await database.db
      .update(firmInvitations)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(firmInvitations.id, invitationId));
    const joined = await call(joinAction, path, cookie, { shares: "yes" }, params);
    expect(joined).toBeInstanceOf(Response);
    expect((joined as Response).headers.get("Location")).toBe("/firm?joined=1");

    // The administrator names the new member, then steps down: the firm's home answers.
    const memberIds = async (uid: string) =>
      (
        await database.db
          .select({ id: firmMembers.id })
          .from(firmMembers)
          .where(eq(firmMembers.userId, uid))
      )[0]?.id ?? "";
    const named = (await call(membersAction, "/firm/members", admin.cookie, {
      intent: "make-admin",
      memberId: await memberIds(member.user.id),
    })) as Answer;
    expect(named.data.ok).toBe(true);
    const adminMemberId = await memberIds(admin.user.id);
    expect(
      await status(() =>
        call(membersAction, "/firm/members", admin.cookie, {
          intent: "make-member",
          memberId: adminMemberId,
        }),
      ),
    ).toBe(302);
    expect(await status(() => call(membersLoader, "/firm/members", admin.cookie))).toBe(403);
  });
});
