import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import { waitForEmail } from "./support/mailbox";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser, signUpViaApi } from "./support/users";

test("a buyer downloads the receipt of a paid order from the dashboard; nobody else can", async ({
  page,
  browser,
}) => {
  test.slow();
  const buyer = await signUpViaApi(page.request);
  await page.goto("/ai-course-alt");
  await page.getByRole("link", { name: "Secure Your Spot" }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  await page.getByRole("button", { name: "Pay $149" }).click();
  await expect(page).toHaveURL(/\/payment\/test-checkout\//);
  await page.getByRole("button", { name: "Pay $149 (test)" }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);

  await page.goto("/dashboard");
  const purchases = page.getByRole("region", { name: "My purchases" });
  const link = purchases.getByRole("link", { name: /^Receipt \(PDF\)/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleName(
    /^Receipt \(PDF\) ?: \d{4}-\d{5}, AI & The Law: Essential Tools/,
  );
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{5}\.pdf$/);
  const bytes = await readFile((await download.path()) ?? "");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  // The receipt mail names the same receipt and links the same PDF.
  const href = (await link.getAttribute("href")) ?? "";
  const number = /^receipt-(.+)\.pdf$/.exec(download.suggestedFilename())?.[1];
  const mail = await waitForEmail(buyer.email, /Receipt and registration/);
  expect(mail.text).toContain(`Receipt number: ${number}`);
  expect(mail.text).toContain(href);

  // Another account gets a 404, as does someone signed out (sent to sign in).
  const other = await browser.newContext();
  const stranger = await signUpViaApi(other.request);
  expect(stranger.email).not.toBe(buyer.email);
  const refused = await other.request.get(href);
  expect(refused.status()).toBe(404);
  expect(await refused.text()).toContain("not yours to download");
  await other.close();
  const anonymous = await browser.newContext();
  const signedOut = await anonymous.request.get(href, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers().location).toMatch(/^\/login\?/);
  await anonymous.close();

  // Not a firm's administrator: the firm's invoices are not theirs.
  const firmPage = await page.request.get("/firm/invoices");
  expect(firmPage.status()).toBe(403);
});

// A firm's order on terms is bought through the seats page; here it is
// written straight into the database (on a server of its own, on
// PostgreSQL), and the invoice the database issues with it is what is checked.
const PORT = 3329;
const BASE = `http://localhost:${PORT}`;

test.describe("a firm's invoices", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_invoices", [PORT]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });
  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);

  test("the administrator lists and downloads the firm's invoices, one or all; staff see them on the order", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = newUser();
    const adminId = await signUpConfirmed(BASE, servers?.databaseUrl, admin);
    const signIn = async (
      request: typeof page.request,
      person: { email: string; password: string },
    ) => {
      const login = await request.post(`${BASE}/login`, {
        form: { email: person.email, password: person.password },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(302);
    };
    await signIn(page.request, admin);
    // The firm as its creation leaves it (the firm's own pages make it through better-auth).
    const firmId = `firm_e2e_${Date.now()}`;
    await sql(
      `insert into firms (id, name, slug, billing_contact, billing_email, billing_address)
       values ($1, 'Hale & Dorr LLP', $1, 'Grace Hopper', 'accounts@hale.example',
         E'60 State Street\\nBoston, MA 02109')`,
      [firmId],
    );
    await sql(
      `insert into firm_members (id, organization_id, user_id, role) values ($1, $2, $3, 'admin')`,
      [`mem_${firmId}`, firmId, adminId],
    );

    await page.goto(`${BASE}/firm/invoices`);
    await expect(page.getByRole("heading", { level: 2, name: "Invoices" })).toBeVisible();
    await expect(page.getByText("No invoices yet.")).toBeVisible();
    await expectNoAxeViolations(page);

    const orderId = `ord_e2e_${Date.now()}`;
    await sql(
      `insert into orders (id, uid, firm_id, product, course_id, course_name, quantity, amount_cents,
         discount_code, discount_cents, price_kind, status, provider, idempotency_key, attendee,
         hold_expires_at, payment_terms, invoice_due_at)
       values ($1, $2, $3, 'course', 'ai-legal-tools-artificial-intelligence-law-cle',
         'AI for Litigators', 5, 120000, 'FIRM20', 30000, 'regular', 'invoiced', 'test', $1,
         $4, now(), 'invoice', now() + interval '30 days')`,
      [
        orderId,
        adminId,
        firmId,
        JSON.stringify({
          firstName: admin.firstName,
          lastName: admin.lastName,
          email: admin.email,
          state: "new-york",
        }),
      ],
    );
    const [invoice] = await sql(
      `select id, number from invoice_documents where order_id = $1 and kind = 'invoice'`,
      [orderId],
    );
    expect(invoice?.number).toMatch(/^\d{4}-\d{5}$/);

    await page.reload();
    const table = page.getByRole("table", { name: "The firm's invoices" });
    const row = table.getByRole("row", { name: new RegExp(invoice.number) });
    await expect(row).toContainText("AI for Litigators (5 seats)");
    await expect(row).toContainText("$1200");
    await expect(row).toContainText(/Due by/);
    await expectNoAxeViolations(page);
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: new RegExp(`^PDF ?: Invoice ${invoice.number}$`) }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`invoice-${invoice.number}.pdf`);
    const [zip] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download all (1) as ZIP" }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe("invoices-hale-dorr-llp.zip");
    const zipBytes = await readFile((await zip.path()) ?? "");
    expect(zipBytes.subarray(0, 2).toString()).toBe("PK");
    expect(zipBytes.includes(Buffer.from(`invoice-${invoice.number}.pdf`))).toBe(true);

    // Keyboard: from the ZIP link, Tab reaches the PDF link (past the table's scroll region).
    const pdfLink = page.getByRole("link", {
      name: new RegExp(`^PDF ?: Invoice ${invoice.number}$`),
    });
    await page.getByRole("link", { name: "Download all (1) as ZIP" }).focus();
    for (
      let step = 0;
      step < 3 && !(await pdfLink.evaluate((el) => el === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(pdfLink).toBeFocused();

    // Staff who see orders find it on the order's page.
    const support = newUser();
    const supportId = await signUpConfirmed(BASE, servers?.databaseUrl, support);
    await sql(`insert into staff_role_grants (user_id, role) values ($1, 'support')`, [supportId]);
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signIn(staffPage.request, support);
    await staffPage.goto(`${BASE}/staff/orders/${orderId}`);
    const section = staffPage.getByRole("region", { name: "Invoices and credit notes" });
    await expect(section).toContainText(`Invoice ${invoice.number}`);
    await expectNoAxeViolations(staffPage);
    const staffPdf = await staffPage.request.get(
      `${BASE}/staff/orders/${orderId}/invoices/${invoice.id}/pdf`,
    );
    expect(staffPdf.status()).toBe(200);
    expect(staffPdf.headers()["content-type"]).toBe("application/pdf");
    // The same document asked for under another order: 404.
    const wrongOrder = await staffPage.request.get(
      `${BASE}/staff/orders/ord_other/invoices/${invoice.id}/pdf`,
    );
    expect(wrongOrder.status()).toBe(404);
    // A support person is not the firm's administrator: the firm's download refuses them.
    const notTheirs = await staffPage.request.get(`${BASE}/invoices/${invoice.id}/pdf`);
    expect(notTheirs.status()).toBe(404);
    await staff.close();
  });
});
