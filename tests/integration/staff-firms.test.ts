import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { firmInvitations } from "~/db/schema/firms";
import { orders } from "~/db/schema/orders";
import { staffRoleGrants } from "~/db/schema/staff";
import { FIRM_INVITATION_EXPIRES_DAYS } from "~/modules/auth/auth-constants";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { addFirmNote } from "~/modules/staff-firms/add-firm-note.server";
import { extendFirmInvitation } from "~/modules/staff-firms/extend-firm-invitation.server";
import { listFirms } from "~/modules/staff-firms/list-firms.server";
import { loadStaffFirm } from "~/modules/staff-firms/load-staff-firm.server";
import { resendFirmInvitation } from "~/modules/staff-firms/resend-firm-invitation.server";
import { STAFF_FIRM_MESSAGES } from "~/modules/staff-firms/staff-firm-messages";
import * as firmRoute from "~/routes/staff/firm";
import * as firmsRoute from "~/routes/staff/firms";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import {
  browserRequest,
  createTestContext,
  outboxMessages,
  TEST_BASE_URL,
} from "../setup/test-services";
import { getFrom, postTo } from "../support/route-calls";

// The console's firm pages: the list and its search, one firm's members,
// pending invitations, orders and notes; staff extend and resend an
// invitation (better-auth then accepts the extended link) and write notes,
// each in the audit log.

const SUPPORT: StaffActor = {
  id: null,
  email: "support-firms@example.com",
  roles: ["support"],
  ipAddress: "192.0.2.1",
};
const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)("firms in the staff console on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let admin: Awaited<ReturnType<typeof signUpMember>>;
  let invitee: Awaited<ReturnType<typeof signUpMember>>;
  let firmId: string;
  let invitationId: string;

  const auth = () => context.services.auth;
  const headers = (cookie: string) => browserRequest("/", { cookie }).headers;
  const verify = (uid: string) =>
    database.db.update(user).set({ emailVerified: true }).where(eq(user.id, uid));
  const invite = async (email: string) => {
    const invitation = await auth().api.createInvitation({
      body: { email, role: "member", organizationId: firmId },
      headers: headers(admin.cookie),
    });
    return invitation.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
    admin = await signUpMember(context, `firm-admin-${kind}`);
    invitee = await signUpMember(context, `firm-invitee-${kind}`);
    await verify(admin.user.id);
    await verify(invitee.user.id);
    const firm = await auth().api.createOrganization({
      body: {
        name: `Hopper & Partners ${kind}`,
        slug: `hopper-${kind}`,
        billingContact: "Grace Hopper",
        billingEmail: `billing-${kind}@hopper.example`,
        billingAddress: "1 Main Street\nArlington, VA",
      },
      headers: headers(admin.cookie),
    });
    if (!firm) throw new Error("no firm");
    firmId = firm.id;
    invitationId = await invite(invitee.email);
  });
  afterAll(() => database?.destroy());

  it("lists firms with their members, found by name, billing e-mail or a member's address", async () => {
    const byName = await listFirms(database.db, `hopper & partners ${kind}`, 1);
    expect(byName.firms).toEqual([
      { id: firmId, name: `Hopper & Partners ${kind}`, createdAt: expect.any(Date), members: 1 },
    ]);
    expect((await listFirms(database.db, admin.email, 1)).total).toBe(1);
    expect((await listFirms(database.db, `billing-${kind}@`, 1)).total).toBe(1);
    // Only members count: the invitee is not one yet.
    expect((await listFirms(database.db, invitee.email, 1)).total).toBe(0);
    expect((await listFirms(database.db, "%", 1)).total).toBe(0);
  });

  it("shows a firm's members, pending invitations and orders", async () => {
    await database.db.insert(orders).values({
      id: `firm-order-${kind}`,
      uid: admin.user.id,
      product: "membership",
      courseName: "Membership",
      firmId,
      quantity: 5,
      paymentTerms: "invoice",
      invoiceDueAt: new Date(Date.now() + 30 * DAY_MS),
      amountCents: 99_500,
      priceKind: "regular",
      status: "invoiced",
      provider: "test",
      idempotencyKey: `firm-order-${kind}`,
      attendee: { firstName: "Ada", lastName: "Lovelace", email: admin.email, state: "new-york" },
      holdExpiresAt: new Date(),
    });
    const loaded = await loadStaffFirm(database.db, firmId);
    expect(loaded?.firm.billingContact).toBe("Grace Hopper");
    expect(loaded?.members).toEqual([
      expect.objectContaining({ uid: admin.user.id, email: admin.email, isAdmin: true }),
    ]);
    expect(loaded?.invitations).toEqual([
      expect.objectContaining({
        id: invitationId,
        email: invitee.email,
        inviterEmail: admin.email,
      }),
    ]);
    expect(loaded?.orders).toEqual([
      expect.objectContaining({ id: `firm-order-${kind}`, quantity: 5, status: "invoiced" }),
    ]);
    expect(await loadStaffFirm(database.db, "no-such-firm")).toBeNull();
  });

  it("extends an expired invitation: the same link joins the firm again, audited", async () => {
    await database.db
      .update(firmInvitations)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(firmInvitations.id, invitationId));
    await expect(
      auth().api.acceptInvitation({ body: { invitationId }, headers: headers(invitee.cookie) }),
    ).rejects.toThrow();
    const refused = await resendFirmInvitation(database.db, context.services.mailer, SUPPORT, {
      firmId,
      invitationId,
      baseUrl: TEST_BASE_URL,
    });
    expect(refused).toEqual({ ok: false, status: 409, message: STAFF_FIRM_MESSAGES.expired });

    const now = new Date();
    const extended = await extendFirmInvitation(
      database.db,
      SUPPORT,
      { firmId, invitationId },
      now,
    );
    expect(extended).toEqual({
      ok: true,
      expiresAt: new Date(now.getTime() + FIRM_INVITATION_EXPIRES_DAYS * DAY_MS),
    });
    const audit = await listAuditLog(database.db, { record: firmId }, null);
    expect(audit.entries.map((entry) => entry.action)).toContain("firm.invitation-extend");

    await auth().api.acceptInvitation({ body: { invitationId }, headers: headers(invitee.cookie) });
    expect((await loadStaffFirm(database.db, firmId))?.members).toHaveLength(2);
    // Accepted: nothing left to extend or resend.
    expect(await extendFirmInvitation(database.db, SUPPORT, { firmId, invitationId })).toEqual({
      ok: false,
      status: 409,
      message: STAFF_FIRM_MESSAGES.notPending,
    });
  });

  it("resends a pending invitation with the same link, through the outbox, audited", async () => {
    const email = `late-invitee-${kind}@example.com`;
    const id = await invite(email);
    const sent = await resendFirmInvitation(database.db, context.services.mailer, SUPPORT, {
      firmId,
      invitationId: id,
      baseUrl: TEST_BASE_URL,
    });
    expect(sent).toEqual({ ok: true, email });
    const mails = await outboxMessages(database.db, email, "firm-invitation");
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain(`/firm/join/${id}`);
    expect(mails[1]?.subject).toBe(mails[0]?.subject);
    // Another firm's invitation id (or none) is not this firm's.
    expect(
      await extendFirmInvitation(database.db, SUPPORT, { firmId: "other-firm", invitationId: id }),
    ).toMatchObject({ ok: false, status: 404 });
    const audit = await listAuditLog(database.db, { record: firmId }, null);
    expect(audit.entries.map((entry) => entry.action)).toContain("firm.invitation-resend");
  });

  it("keeps staff notes on the firm, newest first, audited", async () => {
    expect(await addFirmNote(database.db, SUPPORT, firmId, "Called about net 60")).toBe(true);
    expect(await addFirmNote(database.db, SUPPORT, firmId, "Agreed net 30")).toBe(true);
    expect(await addFirmNote(database.db, SUPPORT, "no-such-firm", "Lost")).toBe(false);
    const loaded = await loadStaffFirm(database.db, firmId);
    expect(loaded?.notes.map((entry) => entry.body)).toEqual([
      "Agreed net 30",
      "Called about net 60",
    ]);
    const audit = await listAuditLog(database.db, { record: firmId }, null);
    expect(audit.entries.filter((entry) => entry.action === "firm.note")).toHaveLength(2);
  });

  it("answers the pages: a compliance officer reads but may not act; support acts; bad input is a 4xx", async () => {
    const officer = await signUpMember(context, `firm-officer-${kind}`);
    const support = await signUpMember(context, `firm-support-${kind}`);
    // Roles count for a confirmed address only.
    await verify(officer.user.id);
    await verify(support.user.id);
    await database.db.insert(staffRoleGrants).values([
      { userId: officer.user.id, role: "compliance_officer" },
      { userId: support.user.id, role: "support" },
    ]);
    const path = `/staff/firms/${firmId}`;
    const list = await getFrom(
      firmsRoute.loader,
      context,
      "/staff/firms?q=hopper",
      {},
      officer.cookie,
    );
    expect(list.status).toBe(200);
    const page = await getFrom(firmRoute.loader, context, path, { firmId }, officer.cookie);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ mayManage: false });
    const missing = await getFrom(
      firmRoute.loader,
      context,
      "/staff/firms/x%20y",
      { firmId: "x y" },
      officer.cookie,
    );
    expect(missing.status).toBe(404);

    const note = { intent: "note", body: "From the page" };
    expect(
      (await postTo(firmRoute.action, context, path, { firmId }, note, officer.cookie)).status,
    ).toBe(403);
    const added = await postTo(firmRoute.action, context, path, { firmId }, note, support.cookie);
    expect(added).toMatchObject({
      status: 200,
      data: { ok: true, message: STAFF_FIRM_MESSAGES.noted },
    });
    const empty = await postTo(
      firmRoute.action,
      context,
      path,
      { firmId },
      { intent: "note", body: "  " },
      support.cookie,
    );
    expect(empty).toMatchObject({ status: 400, data: { errors: { body: "Write the note." } } });
    const unknown = await postTo(
      firmRoute.action,
      context,
      path,
      { firmId },
      { intent: "extend", invitationId: "no-such-invitation" },
      support.cookie,
    );
    expect(unknown).toMatchObject({
      status: 404,
      data: { ok: false, intent: "extend", message: STAFF_FIRM_MESSAGES.noInvitation },
    });
    const noInvitation = await postTo(
      firmRoute.action,
      context,
      path,
      { firmId },
      { intent: "resend" },
      support.cookie,
    );
    expect(noInvitation).toMatchObject({
      status: 400,
      data: { intent: "resend", errors: { invitationId: "Choose an invitation." } },
    });
    const noFirm = await postTo(
      firmRoute.action,
      context,
      "/staff/firms/gone",
      { firmId: "gone" },
      note,
      support.cookie,
    );
    expect(noFirm.status).toBe(404);
  });
});
