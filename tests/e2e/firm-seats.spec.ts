import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { confirmAddress, ownPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, signInViaApi, signUpViaApi, type TestUser } from "./support/users";

// A firm buys five seats on invoice, gives one, a member claims one, and
// staff mark the invoice paid. The firm and its members are made through
// the organization plugin's endpoints (the firm's own pages are another part's).

const STAFF_EMAIL = "seats-lead-e2e@example.com";

async function sessionUid(page: import("@playwright/test").Page): Promise<string> {
  const response = await page.request.get("/api/auth/get-session");
  return ((await response.json()) as { user: { id: string } }).user.id;
}

async function confirmed(browser: import("@playwright/test").Browser, person: TestUser) {
  const page = await ownPage(browser);
  await signUpViaApi(page.request, person);
  await confirmAddress(page, person);
  await signInViaApi(page, person);
  return page;
}

test("a firm buys five seats on invoice, gives one, a member claims one; staff mark the invoice paid", async ({
  browser,
}) => {
  test.slow();
  const adminPerson = newUser();
  const alice = newUser();
  const bob = newUser();
  const admin = await confirmed(browser, adminPerson);
  const created = await admin.request.post("/api/auth/organization/create", {
    data: { name: "Hale & Partners", slug: `hale-${Date.now()}` },
    headers: { Origin: baseURL },
  });
  expect(created.ok()).toBe(true);
  const firmId = ((await created.json()) as { id: string }).id;
  const members: Record<string, import("@playwright/test").Page> = {};
  for (const person of [alice, bob]) {
    const invited = await admin.request.post("/api/auth/organization/invite-member", {
      data: { email: person.email, role: "member", organizationId: firmId },
      headers: { Origin: baseURL },
    });
    expect(invited.ok()).toBe(true);
    const invitationId = ((await invited.json()) as { id: string }).id;
    const page = await confirmed(browser, person);
    const accepted = await page.request.post("/api/auth/organization/accept-invitation", {
      data: { invitationId },
      headers: { Origin: baseURL },
    });
    expect(accepted.ok()).toBe(true);
    members[person.email] = page;
  }
  const alicePage = members[alice.email];
  const bobPage = members[bob.email];
  if (!alicePage || !bobPage) throw new Error("members missing");

  // Five seats: $1,495, at or above the default threshold, so on invoice.
  await admin.goto("/firm/seats");
  await expect(admin.getByText("Your firm has not bought seats yet.")).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole("link", { name: "Buy seats" }).click();
  await expect(admin.getByRole("heading", { name: "Buy seats", level: 1 })).toBeVisible();
  await admin.getByLabel("What to buy").selectOption(`course:${SPLASH_COURSE_ID}`);
  await admin.getByLabel("Seats").fill("5");
  await admin.getByRole("button", { name: "See the total" }).click();
  const order = admin.getByRole("form", { name: "2. Your order" });
  await expect(order).toContainText("$1,495");
  await expect(order).toContainText("On invoice");
  await expectNoAxeViolations(admin);
  const session = order.getByLabel("Live session");
  const firstSession = await session.locator("option").nth(1).getAttribute("value");
  await session.selectOption(firstSession ?? "");
  await order.getByRole("button", { name: "Place the order on invoice" }).click();
  await expect(admin).toHaveURL(/\/firm\/seats\?invoiced=/);
  await expect(admin.getByRole("status")).toContainText("is placed on invoice");
  await expect(admin.getByText("5 bought, 0 used, 5 free")).toBeVisible();

  // The compliance view's link: give Alice a seat in the course.
  const aliceUid = await sessionUid(alicePage);
  await admin.goto(`/firm/seats/assign?member=${aliceUid}&course=${SPLASH_COURSE_ID}`);
  await expect(admin.getByRole("heading", { name: "Give a seat", level: 1 })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: `Give ${alice.name} a seat` }).click();
  await expect(admin).toHaveURL(/\/firm\/seats\?given=1/);
  await expect(admin.getByText("5 bought, 1 used, 4 free")).toBeVisible();

  // Bob claims one himself; it is in his dashboard.
  await bobPage.goto("/firm/seats");
  await expectNoAxeViolations(bobPage);
  await bobPage.getByRole("button", { name: "Claim a seat for me" }).click();
  await expect(bobPage.getByRole("status")).toHaveText(FIRM_SEAT_MESSAGES.claimed);
  await expect(bobPage.getByRole("button", { name: "Claim a seat for me" })).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByText("5 bought, 2 used, 3 free")).toBeVisible();
  await expect(admin.getByRole("table", { name: /Seats/ })).toContainText(bob.email);

  // Staff see the open invoice and mark it paid.
  const staffPerson = { ...newUser(), email: STAFF_EMAIL };
  const staff = await ownPage(browser);
  await signUpViaApi(staff.request, staffPerson).catch(() => undefined);
  await signInViaApi(staff, staffPerson).catch(async () => {
    throw new Error("staff sign-in failed");
  });
  await staff.goto("/staff/invoices");
  await expect(staff.getByRole("heading", { name: "Open invoices", level: 1 })).toBeVisible();
  await expectNoAxeViolations(staff);
  const row = staff.getByRole("row").filter({ hasText: adminPerson.email });
  await expect(row).toContainText("$1,495");
  await row.getByRole("button", { name: /Mark paid/ }).click();
  await expect(staff.getByRole("status")).toHaveText(FIRM_SEAT_MESSAGES.markedPaid);
  await expect(staff.getByRole("row").filter({ hasText: adminPerson.email })).toHaveCount(0);
  for (const page of [admin, alicePage, bobPage, staff]) await page.close();
});
