import { randomBytes } from "node:crypto";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { emailsTo, waitForEmail } from "./support/mailbox";
import { confirmAddress, ownPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signUpViaApi } from "./support/users";

// Support look a firm up in the console: its members and pending
// invitations; they extend an invitation, send it again (the invitee gets
// the same link a second time) and leave a note, each in the audit log.

const STAFF_EMAIL = "firms-lead-e2e@example.com";

test("staff find a firm, extend and resend its invitation, and keep a note", async ({
  page,
  browser,
}) => {
  test.slow();
  // A lawyer makes a firm and invites a colleague, through better-auth's endpoints.
  const lawyer = await signUpViaApi(page.request, newUser());
  await confirmAddress(page, lawyer);
  const tag = randomBytes(4).toString("hex");
  const firmName = `Quill & Partners ${tag}`;
  const created = await page.request.post("/api/auth/organization/create", {
    data: { name: firmName, slug: `quill-${tag}` },
    headers: { Origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(200);
  const firmId = ((await created.json()) as { id: string }).id;
  const invitee = `colleague-${tag}@example.com`;
  const invited = await page.request.post("/api/auth/organization/invite-member", {
    data: { email: invitee, role: "member", organizationId: firmId },
    headers: { Origin: baseURL },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const first = await waitForEmail(invitee, /invites you to join/);

  // A STAFF_EMAILS administrator of this spec's own.
  const staff = await ownPage(browser);
  const staffUser = await signUpViaApi(staff.request, { ...newUser(), email: STAFF_EMAIL });
  await confirmAddress(staff, staffUser);

  await staff.goto("/staff");
  await staff
    .getByRole("navigation", { name: "Staff console" })
    .getByRole("link", { name: "Firms" })
    .click();
  await expect(staff.getByRole("heading", { level: 1, name: "Firms" })).toBeVisible();
  await staff.getByLabel("Firm, billing e-mail or member").fill(lawyer.email);
  await staff.getByRole("button", { name: "Search" }).click();
  await expect(staff.getByText("1 firm matches.")).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole("link", { name: firmName }).click();
  await expect(staff.getByRole("heading", { level: 1, name: firmName })).toBeVisible();
  await expectNoAxeViolations(staff);

  const members = staff.getByRole("table", { name: "Members" });
  await expect(members.getByRole("link", { name: lawyer.name })).toHaveAttribute(
    "href",
    /^\/staff\/attendees\//,
  );
  await expect(members.getByRole("cell", { name: "Administrator" })).toBeVisible();

  const invitations = staff.getByRole("region", { name: "Pending invitations" });
  await expect(invitations.getByRole("rowheader", { name: invitee })).toBeVisible();
  await invitations.getByRole("button", { name: `Extend the invitation to ${invitee}` }).click();
  await expect(invitations.getByText(/^The invitation now works until/)).toBeVisible();
  await invitations.getByRole("button", { name: `Resend the invitation to ${invitee}` }).click();
  await expect(invitations.getByText(`The invitation is sent again to ${invitee}.`)).toBeVisible();
  await expect
    .poll(() => emailsTo(invitee).filter((mail) => /invites you to join/.test(mail.subject)).length)
    .toBe(2);
  const again = emailsTo(invitee).filter((mail) => /invites you to join/.test(mail.subject))[1];
  const joinLink = first.text.match(/https?:\/\/\S*\/firm\/join\/[\w-]+/)?.[0];
  expect(joinLink).toBeTruthy();
  expect(again?.text).toContain(joinLink);

  const notes = staff.getByRole("region", { name: "Staff notes" });
  await notes.getByLabel("Note (only staff see it)").fill("Asked for net 30 on their next order.");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("The note is added.")).toBeVisible();
  await expect(notes.getByText("Asked for net 30 on their next order.")).toBeVisible();
  await expectNoAxeViolations(staff);

  await staff.goto(`/staff/audit?record=${encodeURIComponent(firmId)}`);
  for (const action of ["firm.invitation-extend", "firm.invitation-resend", "firm.note"]) {
    await expect(staff.getByText(action).first()).toBeVisible();
  }
  await staff.close();
});
