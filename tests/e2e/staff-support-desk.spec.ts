import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { confirmInDialog } from "./support/confirm";
import { buyCourse } from "./support/courses";
import { waitForEmail } from "./support/mailbox";
import { confirmAddress, ownPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi } from "./support/users";

// The support desk's flows: the inbox (a reply by e-mail) and a refund.

test("support answer a contact message from the inbox: the reply arrives by e-mail and stays in the conversation", async ({
  page,
  browser,
}) => {
  test.slow();
  const support = await signUpViaApi(page.request, newUser());
  await confirmAddress(page, support);
  // A bootstrap administrator of its own (STAFF_EMAILS) grants the role.
  const admin = await ownPage(browser);
  const adminUser = await signUpViaApi(admin.request, {
    ...newUser(),
    email: "inbox-lead-e2e@example.com",
  });
  await confirmAddress(admin, adminUser);
  await admin.goto("/staff/people");
  const grant = admin.getByRole("region", { name: "Grant a role" });
  await grant.getByLabel("Their account's e-mail").fill(support.email);
  await grant.getByLabel("Role").selectOption("support");
  await grant.getByRole("button", { name: "Grant role" }).click();
  await expect(grant.getByText(`${support.email} is now Support.`)).toBeVisible();
  await admin.close();

  const visitor = `visitor-${support.email}`;
  const sent = await page.request.post("/api/contact", {
    form: {
      name: "Vera Visitor",
      email: visitor,
      phone: "",
      message: "Is your AI course approved in Ohio?",
    },
    headers: { Origin: baseURL },
  });
  expect(sent.status()).toBe(200);

  await page.goto("/staff/inbox");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Name or e-mail").fill(visitor);
  await page.getByRole("button", { name: "Show" }).click();
  await page.getByRole("link", { name: "Vera Visitor" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Contact message from Vera Visitor" }),
  ).toBeVisible();
  await expect(page.getByText("Is your AI course approved in Ohio?")).toBeVisible();

  const replyForm = page.getByRole("region", { name: "Reply by e-mail" });
  await expect(replyForm.getByLabel("Subject")).toHaveValue(
    "Re: Is your AI course approved in Ohio?",
  );
  await replyForm
    .getByLabel("Reply", { exact: true })
    .fill("Yes: Ohio approved it this month.\n\nKind regards");
  await replyForm.getByRole("button", { name: "Send reply" }).click();
  await expect(replyForm.getByText("The reply is on its way.")).toBeVisible();
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByText("Yes: Ohio approved it this month.")).toBeVisible();
  const delivered = await waitForEmail(visitor, /^Re: Is your AI course approved in Ohio\?$/);
  expect(delivered.text).toContain("Yes: Ohio approved it this month.");
  expect(delivered.text).toContain("Vera Visitor wrote:");
  expect(delivered.text).toContain("Is your AI course approved in Ohio?");
  expect(delivered.text).toContain(support.name);

  const status = page.getByRole("region", { name: "Status" });
  await expect(status.getByLabel("Status")).toHaveValue("in_progress");
  await status
    .getByLabel("Assigned to")
    .selectOption({ label: `${support.name} (${support.email})` });
  await status.getByLabel("Status").selectOption("done");
  await status.getByRole("button", { name: "Save" }).click();
  await expect(status.getByText("Saved.")).toBeVisible();
  await expectNoAxeViolations(page);
  // The way back to the list is on the item's page.
  await page.getByRole("link", { name: "All inbox items" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await page.goto(`/staff/inbox?status=done&assignee=me`);
  await expect(page.getByRole("link", { name: "Vera Visitor" })).toBeVisible();
});

test("a refund from the console releases the seat and tells the attendee", async ({
  page,
  browser,
}) => {
  test.slow();
  const attorney = await signUpViaApi(page.request, newUser());
  await signInViaApi(page, attorney);
  // The session the checkout offers first is the one bought (its seat is counted below).
  await page.goto("/payment?courseId=ai-and-the-law-essential-tools-tactics");
  const sessionId =
    (await page.locator("input[name=liveSessionId]:checked").getAttribute("value")) ?? "";
  expect(sessionId).not.toBe("");
  await buyCourse(page, "ai-and-the-law-essential-tools-tactics");
  await page.goto("/dashboard");
  const registrations = page.getByRole("region", { name: "My registrations" });
  await expect(registrations.getByText("AI & The Law: Essential Tools & Tactics")).toBeVisible();

  const admin = await ownPage(browser);
  const lead = await signUpViaApi(admin.request, {
    ...newUser(),
    email: "orders-lead-e2e@example.com",
  });
  await confirmAddress(admin, lead);
  /** The session's seats taken, as its staff page shows them. */
  const seatsTaken = async () => {
    await admin.goto(`/staff/live-sessions/${sessionId}`);
    const text = (await admin.getByText(/\d+ of \d+ seats taken\./).textContent()) ?? "";
    return Number(text.match(/(\d+) of \d+ seats taken/)?.[1]);
  };
  const takenBefore = await seatsTaken();
  expect(takenBefore).toBeGreaterThan(0);
  await admin.goto("/staff/orders");
  await expect(admin.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await admin.getByLabel("Order id, attendee or course").fill(attorney.email);
  await admin.getByRole("button", { name: "Search" }).click();
  await expect(admin.getByText("1 order.")).toBeFocused();
  await expectNoAxeViolations(admin);
  await admin.getByRole("table", { name: "Orders found" }).getByRole("link").click();
  await expect(admin.getByRole("heading", { level: 1, name: /^Order / })).toBeVisible();

  await admin.getByLabel(/^Amount to refund/).fill("10000");
  await admin.getByLabel("Reason (kept in the audit log)").fill("Cannot attend");
  await admin.getByRole("button", { name: "Refund" }).click();
  await confirmInDialog(admin, "Refund now");
  await expect(admin.getByText(/^At most \$\d+ is left to refund\.$/).first()).toBeVisible();
  // The field in error takes the focus.
  await expect(admin.getByLabel(/^Amount to refund/)).toBeFocused();
  const label =
    (await admin.getByText(/^Amount to refund, in dollars \(up to /).textContent()) ?? "";
  const whole = label.match(/up to ([\d.]+)\)/)?.[1] ?? "";
  await admin.getByLabel(/^Amount to refund/).fill(whole);
  await admin.getByRole("button", { name: "Refund" }).click();
  await confirmInDialog(admin, "Refund now");
  await expect(admin.getByText(/1 mail sent\. The order is refunded in full\.$/)).toBeVisible();
  await expect(admin.getByRole("table", { name: "Refunds of this order" })).toContainText(
    "Cannot attend",
  );
  await expectNoAxeViolations(admin);
  // The seat is released: one fewer taken in the session.
  expect(await seatsTaken()).toBe(takenBefore - 1);
  await admin.close();

  const notice = await waitForEmail(attorney.email, /^Refund: /);
  expect(notice.text).toContain("Your registration for this purchase has ended.");
  await page.goto("/dashboard");
  await expect(registrations.getByText("AI & The Law: Essential Tools & Tactics")).toHaveCount(0);
});
