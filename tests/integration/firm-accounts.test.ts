import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { firmInvitations, firmMembers, firms } from "~/db/schema/firms";
import { deleteAccount } from "~/modules/accounts/delete-account.server";
import { DELETE_ACCOUNT_MESSAGES } from "~/modules/accounts/delete-account-messages";
import { createMailer } from "~/modules/email/mailer.server";
import { createSmtpTransport } from "~/modules/email/transport.server";
import { acceptFirmInvitation } from "~/modules/firms/accept-firm-invitation.server";
import { removeFirmMember, setFirmMemberRole } from "~/modules/firms/change-firm-member.server";
import { createFirm } from "~/modules/firms/create-firm.server";
import { FIRM_ACCOUNT_MESSAGES as M } from "~/modules/firms/firm-account-messages";
import { getInvitationStanding } from "~/modules/firms/get-firm-invitation.server";
import { getFirmMembership } from "~/modules/firms/get-firm-membership.server";
import {
  cancelFirmInvitation,
  inviteToFirm,
  resendFirmInvitation,
} from "~/modules/firms/invite-to-firm.server";
import { leaveFirm } from "~/modules/firms/leave-firm.server";
import { listFirmMembers } from "~/modules/firms/list-firm-members.server";
import { setComplianceConsent } from "~/modules/firms/set-compliance-consent.server";
import { createLogger } from "~/modules/logging/logger.server";
import { createAppAuth } from "../../server/services";
import { signUpMember } from "../setup/sign-up-account";
import { startSmtpSink } from "../setup/smtp-sink";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

// better-auth's organization plugin on our firm tables (decision 0061), with
// what we add: clear refusals for expired, used and misaddressed invitations,
// one firm a person, the consent question, the last administrator.

const details = (name: string) => ({
  name,
  billingContact: "Grace Hopper",
  billingEmail: "billing@example.com",
  billingAddress: "1 Main Street\nNew York, NY 10001",
});

describe.each(DATABASE_KINDS)("firm accounts on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let mailer: ReturnType<typeof createMailer>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    sink = await startSmtpSink();
    const base = createTestContext(database);
    const logger = createLogger("silent");
    // Mail goes out over SMTP to a real server on loopback, as a mailbox reads it.
    mailer = createMailer({
      db: database.db,
      transport: createSmtpTransport(sink.url),
      fromAddress: "support@lexedgecle.com",
      logger,
    });
    const { config } = base.services;
    context = {
      ...base,
      services: {
        ...base.services,
        mailer,
        auth: createAppAuth(database.db, config, mailer, logger, base.services.background),
      },
    };
  });
  afterAll(async () => {
    await mailer?.stop();
    await sink?.stop();
    await database?.destroy();
  });

  /** A signed-up attorney with a confirmed address, and a request carrying their session. */
  async function attorney(tag: string, verified = true) {
    const account = await signUpMember(context, `${kind}-${tag}`);
    if (verified)
      await database.db
        .update(user)
        .set({ emailVerified: true })
        .where(eq(user.id, account.user.id));
    const request = () => browserRequest("/firm", { method: "POST", cookie: account.cookie });
    const me = () => ({ ...account.user, emailVerified: verified });
    return { ...account, request, me };
  }

  async function firmOf(uid: string) {
    const membership = await getFirmMembership(database.db, uid);
    if (!membership) throw new Error("not in a firm");
    return membership;
  }

  /** Invites an address and reads the link's invitation id from the mail it receives. */
  async function inviteAndRead(admin: Awaited<ReturnType<typeof attorney>>, email: string) {
    const invited = await inviteToFirm(
      context,
      admin.request(),
      await firmOf(admin.user.id),
      email,
    );
    expect(invited).toEqual({ ok: true, message: M.invited(email) });
    return readInvitation(email);
  }

  /** The invitation id in the next invitation mail to an address (read once). */
  async function readInvitation(email: string) {
    const mail = await sink.waitFor(
      (message) => message.to.includes(email) && message.subject.includes("invites you to join"),
    );
    sink.messages.splice(sink.messages.indexOf(mail), 1);
    const id = /\/firm\/join\/([\w-]+)/.exec(mail.text)?.[1];
    if (!id) throw new Error("no invitation link in the mail");
    return id;
  }

  it("creates a firm with its billing details; the creator is its administrator", async () => {
    const admin = await attorney("creator");
    const created = await createFirm(context, admin.request(), admin.me(), details("Hopper LLP"));
    expect(created.ok).toBe(true);
    const membership = await firmOf(admin.user.id);
    expect(membership).toMatchObject({ firmName: "Hopper LLP", isAdmin: true });
    const [firm] = await database.db.select().from(firms).where(eq(firms.id, membership.firmId));
    expect(firm).toMatchObject(details("Hopper LLP"));
  });

  it("an invitation joins its own address once, with the consent answer; reuse is refused", async () => {
    const admin = await attorney("admin-a");
    await createFirm(context, admin.request(), admin.me(), details("Lovelace & Co"));
    const lawyer = await attorney("lawyer-a");
    const invitationId = await inviteAndRead(admin, lawyer.email);

    const stranger = await attorney("stranger-a");
    // Signed in as another address: refused, and the plugin refuses it too.
    const wrong = await acceptFirmInvitation(context, stranger.request(), stranger.me(), {
      invitationId,
      shares: true,
    });
    expect(wrong).toEqual({ ok: false, message: M.wrongAddress(lawyer.email), status: 403 });
    await expect(
      context.services.auth.api.acceptInvitation({
        body: { invitationId },
        headers: stranger.request().headers,
      }),
    ).rejects.toBeInstanceOf(APIError);
    expect(await getFirmMembership(database.db, stranger.user.id)).toBeNull();

    const joined = await acceptFirmInvitation(context, lawyer.request(), lawyer.me(), {
      invitationId,
      shares: true,
    });
    expect(joined).toEqual({ ok: true, message: M.joined("Lovelace & Co") });
    const membership = await firmOf(lawyer.user.id);
    expect(membership).toMatchObject({ isAdmin: false, sharesCompliance: true });
    expect(membership.complianceConsentAt).toBeInstanceOf(Date);

    // Used: refused with its own message, by us and by the plugin.
    const again = await getInvitationStanding(database.db, invitationId, lawyer.me());
    expect(again).toMatchObject({ kind: "refused", message: M.invitationUsed, status: 410 });
    const reused = await acceptFirmInvitation(context, lawyer.request(), lawyer.me(), {
      invitationId,
      shares: false,
    });
    expect(reused).toEqual({ ok: false, message: M.invitationUsed, status: 410 });
    await expect(
      context.services.auth.api.acceptInvitation({
        body: { invitationId },
        headers: lawyer.request().headers,
      }),
    ).rejects.toBeInstanceOf(APIError);
    // The refused reuse left the consent as it was.
    expect((await firmOf(lawyer.user.id)).sharesCompliance).toBe(true);
  });

  it("an expired invitation is refused; sent again it works with a new expiry", async () => {
    const admin = await attorney("admin-b");
    await createFirm(context, admin.request(), admin.me(), details("Babbage LLP"));
    const lawyer = await attorney("lawyer-b");
    const invitationId = await inviteAndRead(admin, lawyer.email);
    const past = new Date(Date.now() - 60_000);
    await database.db
      .update(firmInvitations)
      .set({ expiresAt: past })
      .where(eq(firmInvitations.id, invitationId));

    const expired = await acceptFirmInvitation(context, lawyer.request(), lawyer.me(), {
      invitationId,
      shares: true,
    });
    expect(expired.ok).toBe(false);
    expect(expired).toMatchObject({ status: 410 });
    expect(expired.message).toMatch(/^This invitation expired on /);
    await expect(
      context.services.auth.api.acceptInvitation({
        body: { invitationId },
        headers: lawyer.request().headers,
      }),
    ).rejects.toBeInstanceOf(APIError);
    expect(await getFirmMembership(database.db, lawyer.user.id)).toBeNull();

    // "Send again" issues a fresh invitation (a new link) to the same address.
    const resent = await resendFirmInvitation(
      context,
      admin.request(),
      await firmOf(admin.user.id),
      invitationId,
    );
    expect(resent).toEqual({ ok: true, message: M.resent(lawyer.email) });
    const freshId = await readInvitation(lawyer.email);
    expect(freshId).not.toBe(invitationId);
    const joined = await acceptFirmInvitation(context, lawyer.request(), lawyer.me(), {
      invitationId: freshId,
      shares: false,
    });
    expect(joined.ok).toBe(true);
    expect(await firmOf(lawyer.user.id)).toMatchObject({ sharesCompliance: false });
  });

  it("a withdrawn invitation and an unconfirmed address are refused with their messages", async () => {
    const admin = await attorney("admin-c");
    await createFirm(context, admin.request(), admin.me(), details("Turing LLP"));
    const lawyer = await attorney("lawyer-c", false);
    const invitationId = await inviteAndRead(admin, lawyer.email);
    const unconfirmed = await acceptFirmInvitation(context, lawyer.request(), lawyer.me(), {
      invitationId,
      shares: true,
    });
    expect(unconfirmed).toEqual({ ok: false, message: M.emailNotVerified, status: 403 });

    const canceled = await cancelFirmInvitation(
      context,
      admin.request(),
      await firmOf(admin.user.id),
      invitationId,
    );
    expect(canceled).toEqual({ ok: true, message: M.canceled(lawyer.email) });
    expect(await getInvitationStanding(database.db, invitationId, null)).toMatchObject({
      kind: "refused",
      message: M.invitationWithdrawn,
    });
  });

  it("one firm at a time: a member can neither create nor join another firm", async () => {
    const first = await attorney("admin-d1");
    await createFirm(context, first.request(), first.me(), details("First LLP"));
    const second = await attorney("admin-d2");
    await createFirm(context, second.request(), second.me(), details("Second LLP"));
    const lawyer = await attorney("lawyer-d");
    const one = await inviteAndRead(first, lawyer.email);
    const other = await inviteAndRead(second, lawyer.email);
    expect(
      (
        await acceptFirmInvitation(context, lawyer.request(), lawyer.me(), {
          invitationId: one,
          shares: true,
        })
      ).ok,
    ).toBe(true);

    expect(
      await acceptFirmInvitation(context, lawyer.request(), lawyer.me(), {
        invitationId: other,
        shares: true,
      }),
    ).toEqual({ ok: false, message: M.alreadyInAFirm, status: 409 });
    // Straight to the plugin, past our check: its hook refuses too.
    await expect(
      context.services.auth.api.acceptInvitation({
        body: { invitationId: other },
        headers: lawyer.request().headers,
      }),
    ).rejects.toMatchObject({ body: { code: "ALREADY_IN_A_FIRM" } });
    expect(await createFirm(context, lawyer.request(), lawyer.me(), details("Third LLP"))).toEqual({
      ok: false,
      message: M.alreadyInAFirm,
      status: 409,
    });
    // And the database holds it whatever path writes.
    const secondFirm = await firmOf(second.user.id);
    await expect(
      database.db.insert(firmMembers).values({
        id: `m-${kind}-dup`,
        organizationId: secondFirm.firmId,
        userId: lawyer.user.id,
        role: "member",
      }),
    ).rejects.toThrow();
    expect((await firmOf(lawyer.user.id)).firmName).toBe("First LLP");
  });

  it("consent is given, revoked and given again, each answer timed", async () => {
    const admin = await attorney("admin-e");
    await createFirm(context, admin.request(), admin.me(), details("Consent LLP"));
    const lawyer = await attorney("lawyer-e");
    const invitationId = await inviteAndRead(admin, lawyer.email);
    await acceptFirmInvitation(context, lawyer.request(), lawyer.me(), {
      invitationId,
      shares: true,
    });
    const given = await firmOf(lawyer.user.id);
    expect(given.sharesCompliance).toBe(true);

    expect(await setComplianceConsent(database.db, lawyer.user.id, false)).toEqual({
      ok: true,
      message: M.consentWithdrawn,
    });
    const revoked = await firmOf(lawyer.user.id);
    expect(revoked.sharesCompliance).toBe(false);
    expect(revoked.complianceConsentAt?.getTime()).toBeGreaterThanOrEqual(
      given.complianceConsentAt?.getTime() ?? 0,
    );
    expect((await setComplianceConsent(database.db, lawyer.user.id, true)).ok).toBe(true);
    expect((await firmOf(lawyer.user.id)).sharesCompliance).toBe(true);
    // Someone in no firm has nothing to consent to.
    const loner = await attorney("loner-e");
    expect(await setComplianceConsent(database.db, loner.user.id, true)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("the last administrator cannot leave; once another is named they can, and members are removed", async () => {
    const admin = await attorney("admin-f");
    await createFirm(context, admin.request(), admin.me(), details("Leaving LLP"));
    const lawyers = [await attorney("lawyer-f1"), await attorney("lawyer-f2")];
    for (const lawyer of lawyers) {
      const invitationId = await inviteAndRead(admin, lawyer.email);
      await acceptFirmInvitation(context, lawyer.request(), lawyer.me(), {
        invitationId,
        shares: false,
      });
    }
    const firm = await firmOf(admin.user.id);
    expect(await leaveFirm(context, admin.request(), firm)).toEqual({
      ok: false,
      message: M.lastAdministrator,
      status: 409,
    });
    expect(
      await setFirmMemberRole(context, admin.request(), firm, firm.memberId, "member"),
    ).toEqual({ ok: false, message: M.lastAdministrator, status: 409 });
    // Nor close their account while the firm has members.
    expect(
      await deleteAccount(
        context,
        browserRequest("/delete-account", { cookie: admin.cookie }),
        admin.me(),
        {
          uid: admin.user.id,
          password: admin.password,
        },
      ),
    ).toEqual({ ok: false, message: DELETE_ACCOUNT_MESSAGES.lastFirmAdministrator, status: 409 });
    // A member cannot administer.
    const [first, second] = lawyers;
    if (!first || !second) throw new Error("two lawyers");
    const firstMembership = await firmOf(first.user.id);
    const refused = await removeFirmMember(
      context,
      first.request(),
      firstMembership,
      (await firmOf(second.user.id)).memberId,
    );
    expect(refused.ok).toBe(false);

    expect(
      await setFirmMemberRole(context, admin.request(), firm, firstMembership.memberId, "admin"),
    ).toMatchObject({ ok: true });
    expect(await firmOf(first.user.id)).toMatchObject({ isAdmin: true });
    expect(
      await removeFirmMember(
        context,
        admin.request(),
        firm,
        (await firmOf(second.user.id)).memberId,
      ),
    ).toMatchObject({ ok: true });
    expect(await getFirmMembership(database.db, second.user.id)).toBeNull();
    expect(await leaveFirm(context, admin.request(), firm)).toEqual({
      ok: true,
      message: M.left("Leaving LLP"),
    });
    expect(await getFirmMembership(database.db, admin.user.id)).toBeNull();
    const { members } = await listFirmMembers(database.db, firm.firmId);
    expect(members.map((member) => member.uid)).toEqual([first.user.id]);
  });
});
