import type { Browser, Page } from "@playwright/test";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
import { formatPrice } from "~/lib/format";
import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { ownPage } from "./support/staff";
import { expect, test } from "./support/test";
import { newUser, type TestUser } from "./support/users";

// A firm buys five seats on invoice, gives one, a member claims one, and
// staff mark the invoice paid. The firm, its members and the staff role are
// written straight into the database (the firm's own pages are another
// part's), so this runs on a server of its own on PostgreSQL.

const PORT = 3345;
const BASE = `http://localhost:${PORT}`;

test.describe("a firm's seats", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_firm_seats", [PORT]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);

  async function signedIn(
    browser: Browser,
    person: TestUser,
  ): Promise<{ page: Page; uid: string }> {
    const uid = await signUpConfirmed(BASE, servers?.databaseUrl, person);
    const page = await ownPage(browser);
    const login = await page.request.post(`${BASE}/login`, {
      form: { email: person.email, password: person.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    return { page, uid };
  }

  test("five seats on invoice: one given, one claimed; staff mark the invoice paid", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const adminPerson = newUser();
    const alice = newUser();
    const bob = newUser();
    const admin = await signedIn(browser, adminPerson);
    const alicePage = await signedIn(browser, alice);
    const bobPage = await signedIn(browser, bob);
    await sql(
      `insert into firms (id, name, slug) values ('firm-e2e', 'Hale & Partners', 'firm-e2e')`,
    );
    for (const [uid, role] of [
      [admin.uid, "admin"],
      [alicePage.uid, "member"],
      [bobPage.uid, "member"],
    ] as const)
      await sql(
        `insert into firm_members (id, organization_id, user_id, role) values ($1, 'firm-e2e', $1, $2)`,
        [uid, role],
      );

    // Five seats at $299: at or above the default threshold ($1,000), so on invoice.
    await admin.page.goto(`${BASE}/firm/seats`);
    await expect(admin.page.getByText("Your firm has not bought seats yet.")).toBeVisible();
    await expectNoAxeViolations(admin.page);
    await admin.page.getByRole("link", { name: "Buy seats" }).click();
    await expect(admin.page.getByRole("heading", { name: "Buy seats", level: 2 })).toBeVisible();
    await admin.page.getByLabel("What to buy").selectOption(`course:${SPLASH_COURSE_ID}`);
    await admin.page.getByLabel("Seats").fill("5");
    await admin.page.getByRole("button", { name: "See the total" }).click();
    const order = admin.page.getByRole("form", { name: "2. Your order" });
    await expect(order).toContainText(formatPrice(5 * 29_900));
    await expect(order).toContainText("On invoice");
    await expectNoAxeViolations(admin.page);
    const session = order.getByLabel("Live session");
    const firstSession = await session.locator("option").nth(1).getAttribute("value");
    await session.selectOption(firstSession ?? "");
    await order.getByRole("button", { name: "Place the order on invoice" }).click();
    await expect(admin.page).toHaveURL(/\/firm\/seats\?invoiced=/);
    await expect(admin.page.getByRole("main").getByRole("status")).toContainText(
      "is placed on invoice",
    );
    await expect(admin.page.getByText("5 bought, 0 used, 5 free")).toBeVisible();

    // The compliance view's link: give Alice a seat in the course.
    await admin.page.goto(
      `${BASE}/firm/seats/assign?member=${alicePage.uid}&course=${SPLASH_COURSE_ID}`,
    );
    await expect(admin.page.getByRole("heading", { name: "Give a seat", level: 2 })).toBeVisible();
    await expectNoAxeViolations(admin.page);
    await admin.page.getByRole("button", { name: `Give ${alice.name} a seat` }).click();
    await expect(admin.page).toHaveURL(/\/firm\/seats\?given=1/);
    await expect(admin.page.getByText("5 bought, 1 used, 4 free")).toBeVisible();

    // Bob claims one himself; the course is his.
    await bobPage.page.goto(`${BASE}/firm/seats`);
    await expectNoAxeViolations(bobPage.page);
    await bobPage.page.getByRole("button", { name: "Claim a seat for me" }).click();
    await expect(bobPage.page.getByRole("main").getByRole("status")).toHaveText(
      FIRM_SEAT_MESSAGES.claimed,
    );
    await expect(bobPage.page.getByRole("button", { name: "Claim a seat for me" })).toHaveCount(0);
    const registered = await sql(
      `select r.uid from course_registrations r join orders o on o.id = r.order_id
        where o.firm_id = 'firm-e2e' order by r.uid`,
    );
    expect(registered.map((row) => row.uid).sort()).toEqual([alicePage.uid, bobPage.uid].sort());
    await admin.page.reload();
    await expect(admin.page.getByText("5 bought, 2 used, 3 free")).toBeVisible();
    await expect(admin.page.getByRole("table", { name: /Seats/ })).toContainText(bob.email);

    // One more seat, under the threshold: paid by card at the (test) checkout.
    await admin.page.goto(`${BASE}/firm/seats/buy?product=course:${SPLASH_COURSE_ID}&quantity=1`);
    const card = admin.page.getByRole("form", { name: "2. Your order" });
    await expect(card).toContainText("By card, now");
    await card.getByLabel("Live session").selectOption(firstSession ?? "");
    await card.getByRole("button", { name: "Pay by card" }).click();
    await expect(admin.page).toHaveURL(/\/payment\/test-checkout\//);
    await admin.page.getByRole("button", { name: /^Pay .* \(test\)$/ }).click();
    await expect(admin.page).toHaveURL(/\/firm\/seats\?paid=/);
    await expect(admin.page.getByRole("main").getByRole("status")).toHaveText(
      FIRM_SEAT_MESSAGES.paid,
    );
    await expect(admin.page.getByText("1 bought, 0 used, 1 free")).toBeVisible();
    await expect(admin.page.getByText("5 bought, 2 used, 3 free")).toBeVisible();

    // Staff (support) see the open invoice and mark it paid.
    const staff = await signedIn(browser, newUser());
    await sql(`insert into staff_role_grants (user_id, role) values ($1, 'support')`, [staff.uid]);
    await staff.page.goto(`${BASE}/staff/invoices`);
    await expect(
      staff.page.getByRole("heading", { name: "Open invoices", level: 1 }),
    ).toBeVisible();
    await expectNoAxeViolations(staff.page);
    const row = staff.page.getByRole("row").filter({ hasText: adminPerson.email });
    await expect(row).toContainText(formatPrice(5 * 29_900));
    await row.getByRole("button", { name: /Mark paid/ }).click();
    await expect(staff.page.getByRole("main").getByRole("status")).toHaveText(
      FIRM_SEAT_MESSAGES.markedPaid,
    );
    await expect(staff.page.getByRole("row").filter({ hasText: adminPerson.email })).toHaveCount(0);
    const [paid] = await sql(`select status from orders where firm_id = 'firm-e2e'`);
    expect(paid?.status).toBe("paid");
    for (const person of [admin, alicePage, bobPage, staff]) await person.page.close();
  });
});
