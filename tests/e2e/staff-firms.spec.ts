import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser } from "./support/users";

// Support look a firm up in the console: its members and pending
// invitations; they extend an invitation, send it again (the same link) and
// leave a note, each in the audit log; a compliance officer reads the same
// page without those buttons. The firm's own pages make firms and invite
// people; here the firm is written to the database of a server of its own.

const PORT = 3386;
const BASE = `http://localhost:${PORT}`;

test.describe("firms in the staff console", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_staff_firms", [PORT]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);

  test("support find a firm, extend and resend its invitation, and keep a note; a compliance officer only reads", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const lawyer = { ...newUser(), firstName: "Ada", lastName: "Quill" };
    const lawyerId = await signUpConfirmed(BASE, servers?.databaseUrl, lawyer);
    const firmName = "Quill & Partners";
    const invitee = "colleague@quill.example";
    await sql(
      `insert into firms (id, name, slug, billing_contact, billing_email, billing_address)
       values ('firm_e2e', $1, 'firm-e2e', 'Ada Quill', 'billing@quill.example', '1 Main Street')`,
      [firmName],
    );
    await sql(
      `insert into firm_members (id, organization_id, user_id, role) values ('member_e2e', 'firm_e2e', $1, 'admin')`,
      [lawyerId],
    );
    // Sent ten days ago: its link expired three days ago.
    await sql(
      `insert into firm_invitations (id, organization_id, email, role, status, inviter_id, expires_at, created_at)
       values ('invitation_e2e', 'firm_e2e', $1, 'member', 'pending', $2,
         now() - interval '3 days', now() - interval '10 days')`,
      [invitee, lawyerId],
    );

    const support = newUser();
    const supportId = await signUpConfirmed(BASE, servers?.databaseUrl, support);
    await sql(`insert into staff_role_grants (user_id, role) values ($1, 'support')`, [supportId]);
    const login = await page.request.post(`${BASE}/login`, {
      form: { email: support.email, password: support.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);

    await page.goto(`${BASE}/staff`);
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Firms" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Firms" })).toBeVisible();
    await page.getByLabel("Firm, billing e-mail or member").fill(lawyer.email);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("1 firm matches.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: firmName }).click();
    await expect(page.getByRole("heading", { level: 1, name: firmName })).toBeVisible();
    await expectNoAxeViolations(page);

    const members = page.getByRole("table", { name: "The firm's members" });
    await expect(members.getByRole("link", { name: "Ada Quill" })).toHaveAttribute(
      "href",
      `/staff/attendees/${lawyerId}`,
    );
    await expect(members.getByRole("cell", { name: "Administrator" })).toBeVisible();

    const invitations = page.getByRole("region", { name: "Pending invitations" });
    await expect(invitations.getByText(/^Expired /)).toBeVisible();
    // Expired: sending it again is refused until it is extended.
    await invitations.getByRole("button", { name: `Resend the invitation to ${invitee}` }).click();
    await expect(
      invitations.getByText("This invitation has expired: extend it first"),
    ).toBeVisible();
    await invitations.getByRole("button", { name: `Extend the invitation to ${invitee}` }).click();
    await expect(invitations.getByText(/^The invitation now works until/)).toBeVisible();
    await expect(invitations.getByText(/^Expired /)).toHaveCount(0);
    await invitations.getByRole("button", { name: `Resend the invitation to ${invitee}` }).click();
    await expect(
      invitations.getByText(`The invitation is sent again to ${invitee}.`),
    ).toBeVisible();
    const mail = await sql(
      `select subject, text from email_outbox where to_address = $1 and template = 'firm-invitation'`,
      [invitee],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Ada Quill invites you to join ${firmName}`);
    expect(mail[0]?.text).toContain(`${BASE}/firm/join/invitation_e2e`);

    const notes = page.getByRole("region", { name: "Staff notes" });
    await notes
      .getByLabel("Note (only staff see it)")
      .fill("Asked for net 30 on their next order.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(notes.getByText("The note is added.")).toBeVisible();
    await expect(notes.getByText("Asked for net 30 on their next order.")).toBeVisible();
    await expectNoAxeViolations(page);

    // Before scripts load (or without them): the same plain forms answer with a new page.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    const plainLogin = await plainPage.request.post(`${BASE}/login`, {
      form: { email: support.email, password: support.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(plainLogin.status()).toBe(302);
    await plainPage.goto(`${BASE}/staff/firms/firm_e2e`);
    await plainPage.getByLabel("Note (only staff see it)").fill("Called without script.");
    await plainPage.getByRole("button", { name: "Add note" }).click();
    await expect(plainPage.getByText("The note is added.")).toBeVisible();
    await expect(plainPage.getByText("Called without script.")).toBeVisible();
    await plain.close();

    const audit = await sql(
      `select action from staff_audit_log where record_type = 'firm' and record_id = 'firm_e2e' order by at, id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      "firm.invitation-extend",
      "firm.invitation-resend",
      "firm.note",
      "firm.note",
    ]);

    // A compliance officer reads the firm, without the buttons and the note form.
    const officer = newUser();
    const officerId = await signUpConfirmed(BASE, servers?.databaseUrl, officer);
    await sql(`insert into staff_role_grants (user_id, role) values ($1, 'compliance_officer')`, [
      officerId,
    ]);
    const reader = await browser.newPage();
    const signedIn = await reader.request.post(`${BASE}/login`, {
      form: { email: officer.email, password: officer.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    await reader.goto(`${BASE}/staff/firms/firm_e2e`);
    await expect(reader.getByRole("heading", { level: 1, name: firmName })).toBeVisible();
    await expect(reader.getByText("Asked for net 30 on their next order.")).toBeVisible();
    await expect(reader.getByRole("button", { name: /^Extend/ })).toHaveCount(0);
    await expect(reader.getByRole("button", { name: "Add note" })).toHaveCount(0);
    await reader.close();
  });
});
