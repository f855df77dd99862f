import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser, type TestUser } from "./support/users";

// Bulk actions in the staff console (decision 0071): certificates resent
// together with one failure reported, inbox items closed together, every
// row matching a filter chosen at once, and the orders' CSV. Certificates
// take minutes to earn, so this runs on a server of its own on PostgreSQL,
// where the test writes them (and the roles) directly.

const PORT = 3358;
const BASE = `http://localhost:${PORT}`;
const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";

/** Axe at a laptop's and a phone's width, and no sideways scroll on the phone. */
async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  // What sticks out past the right edge, innermost first, if anything does.
  const sticksOut = await page.evaluate(() =>
    Array.from(document.querySelectorAll("body *"))
      .filter(
        (element) =>
          element.getBoundingClientRect().right > window.innerWidth + 0.5 &&
          !element.closest("[data-table-scroller], .overflow-x-auto") &&
          !Array.from(element.children).some(
            (child) => child.getBoundingClientRect().right > window.innerWidth + 0.5,
          ),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`,
      ),
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    sticksOut.join(", "),
  ).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe("bulk actions in the staff console", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  test.describe.configure({ mode: "serial" });
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_bulk", [PORT]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);
  const signUp = (person: TestUser) => signUpConfirmed(BASE, servers?.databaseUrl, person);
  const certificate = (id: string, uid: string | null, name: string, title: string) =>
    sql(
      `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
         format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
         codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at, retain_until)
       values ($1, $2, $3, 'new-york', $4, 'NY-1234567', $5, 'self-study',
         'approved', 'NY-26-0001', '2026-11-20', '{"general": 1.5}', 50, 1, 1, 3600,
         'I attended.', $4, now(), $6)`,
      [id, uid, COURSE, name, title, uid ? null : "2032-11-20"],
    );

  test("staff resend certificates, close inbox items and export orders, several at once", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const officer = newUser();
    const officerId = await signUp(officer);
    await sql(
      `insert into staff_role_grants (user_id, role) values ($1, 'compliance_officer'), ($1, 'support')`,
      [officerId],
    );
    const tag = Date.now().toString(36).toUpperCase().slice(-4);
    const title = `Bulk resend ${tag}`;
    for (const [index, name] of ["Jane Smyth", "Omar Reyes"].entries()) {
      const attorney = { ...newUser(), firstName: name.split(" ")[0] ?? "", lastName: "Bulk" };
      const uid = await signUp(attorney);
      await certificate(`LX-BULK-${tag}-000${index + 1}`, uid, name, title);
    }
    // Ada Park's account is closed: her certificate has no address to go to.
    await certificate(`LX-BULK-${tag}-0009`, null, "Ada Park", title);

    // Signed in a moment ago: recent enough for certificate changes.
    const login = await page.request.post(`${BASE}/login`, {
      form: { email: officer.email, password: officer.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);

    await test.step("every certificate matching a filter is resent; the one that fails says why", async () => {
      await page.goto(`${BASE}/staff/certificates?${new URLSearchParams({ q: title })}`);
      await expect(page.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
      await expect(page.getByText("3 certificates.")).toBeVisible();
      await checkBothWidths(page);
      // With the keyboard alone.
      const all = page.getByLabel("Select all 3 matching this filter");
      await all.focus();
      await page.keyboard.press("Space");
      await expect(all).toBeChecked();
      const submit = page.getByRole("button", { name: "Resend the chosen certificates" });
      await submit.focus();
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("heading", { level: 1, name: "Resend certificates" }),
      ).toBeVisible();
      await expect(page.getByTestId("bulk-summary")).toHaveText(
        "2 certificates resent, 1 failed: Ada Park — no e-mail address (the account is closed).",
      );
      await expect(page.getByRole("status").filter({ hasText: "3 of 3 done." })).toBeVisible();
      await expect(page.getByRole("link", { name: "Ada Park" })).toHaveAttribute(
        "href",
        `/staff/certificates/LX-BULK-${tag}-0009`,
      );
      await checkBothWidths(page);
      // Each resend is in the audit log on its own, as from the certificate's page.
      const audited = await sql(
        `select record_id from staff_audit_log where action = 'certificate.resend' and record_id like $1 order by record_id`,
        [`LX-BULK-${tag}-%`],
      );
      expect(audited.map((row) => row.record_id)).toEqual([
        `LX-BULK-${tag}-0001`,
        `LX-BULK-${tag}-0002`,
      ]);
    });

    await test.step("ticked inbox items are closed together", async () => {
      for (const name of ["One", "Two", "Three"]) {
        await sql(
          `insert into contact_messages (id, name, email, message) values ($1, $2, $3, 'A question')`,
          [
            `bulk-${tag}-${name}`,
            `Bulk ${name} ${tag}`,
            `bulk-${name.toLowerCase()}-${tag}@example.com`,
          ],
        );
      }
      await page.goto(`${BASE}/staff/inbox?${new URLSearchParams({ q: tag })}`);
      await expect(page.getByText("3 items.")).toBeVisible();
      await checkBothWidths(page);
      await page.getByLabel(`Select Bulk One ${tag}`).check();
      await page.getByLabel(`Select Bulk Three ${tag}`).check();
      await page.getByLabel("Action", { exact: true }).selectOption("close");
      await page.getByRole("button", { name: "Apply to the chosen rows" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Close inbox items" }),
      ).toBeVisible();
      await expect(page.getByTestId("bulk-summary")).toHaveText("2 inbox items closed.");
      await page.goto(`${BASE}/staff/inbox?${new URLSearchParams({ q: tag })}`);
      await expect(page.getByText("1 item.")).toBeVisible();
      await expect(page.getByRole("link", { name: `Bulk Two ${tag}` })).toBeVisible();
    });

    await test.step("nothing ticked: the form says so", async () => {
      await page.getByLabel("Action", { exact: true }).selectOption("close");
      await page.getByRole("button", { name: "Apply to the chosen rows" }).click();
      await expect(
        page.getByText("Tick at least one row, or choose all that match the filter."),
      ).toBeVisible();
    });

    await test.step("the orders download as CSV, with the discount", async () => {
      await sql(
        `insert into orders (id, product, course_name, amount_cents, discount_code, discount_cents,
           price_kind, status, provider, idempotency_key, attendee, hold_expires_at, paid_at)
         values ($1, 'membership', 'Annual membership', 15000, 'SPRING25', 5000, 'regular', 'paid',
           'test', $1, $2, now(), now())`,
        [
          `ord-bulk-${tag}`,
          JSON.stringify({
            firstName: "Ada",
            lastName: "Park",
            email: `ada-${tag.toLowerCase()}@example.com`,
            state: "new-york",
          }),
        ],
      );
      await page.goto(
        `${BASE}/staff/orders?${new URLSearchParams({ q: `ada-${tag.toLowerCase()}` })}`,
      );
      await expect(page.getByText("1 order.")).toBeVisible();
      await checkBothWidths(page);
      const link = page.getByRole("link", { name: "Export these orders (CSV)" });
      await link.focus();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.keyboard.press("Enter"),
      ]);
      expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const { readFile } = await import("node:fs/promises");
      const text = await readFile(await download.path(), "utf8");
      const [header, row] = text.trim().split("\r\n");
      expect(header).toContain("discount code");
      expect(row).toContain(`ord-bulk-${tag}`);
      expect(row).toContain("200.00,SPRING25,50.00,150.00,0.00");
    });

    await test.step("the ticked orders are refunded after a confirmation stating the count and total", async () => {
      await page.getByLabel(`Select order ord-bulk-${tag} (Ada Park)`).check();
      await page.getByRole("button", { name: "Refund the chosen orders…" }).click();
      // No reason: refused, nothing refunded.
      await expect(
        page.getByText("Say why the orders are refunded (kept in the audit log)."),
      ).toBeVisible();
      await page.getByLabel(`Select order ord-bulk-${tag} (Ada Park)`).check();
      await page.getByLabel("Reason for the refunds (kept in the audit log)").fill("Venue closed");
      await page.getByRole("button", { name: "Refund the chosen orders…" }).click();
      const confirm = page.getByRole("form", { name: "Refund 1 order, $150 in total?" });
      await expect(confirm).toBeVisible();
      await checkBothWidths(page);
      await confirm.getByRole("button", { name: "Yes, refund 1 order" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Refund orders" })).toBeVisible();
      await expect(page.getByTestId("bulk-summary")).toHaveText("1 order refunded.");
      const [order] = await sql(`select status from orders where id = $1`, [`ord-bulk-${tag}`]);
      expect(order?.status).toBe("refunded");
    });
  });

  test("staff export the registrants of two ticked live sessions as one CSV, with the keyboard", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lead = newUser();
    const leadId = await signUp(lead);
    // The list needs sessions.manage; the export, the roster's attendance.view.
    await sql(
      `insert into staff_role_grants (user_id, role) values ($1, 'course_manager'), ($1, 'compliance_officer')`,
      [leadId],
    );
    const tag = Date.now().toString(36).slice(-5);
    const [course] = await sql(`select title from courses where id = $1`, [COURSE]);
    const title = String(course?.title);
    // Two sessions held in the last hours (the past view lists the latest first), a registrant each.
    const sessions = [`bulk-s1-${tag}`, `bulk-s2-${tag}`];
    for (const [index, id] of sessions.entries()) {
      await sql(
        `insert into live_sessions (id, course_id, starts_at, duration_minutes, capacity)
         values ($1, $2, now() - make_interval(hours => $3), 60, 40)`,
        [id, COURSE, 2 + index],
      );
      const uid = `bulk-reg-${index}-${tag}`;
      await sql(`insert into "user" (id, name, email) values ($1, $2, $3)`, [
        uid,
        `Regi ${index} Bulk`,
        `${uid}@example.com`,
      ]);
      await sql(
        `insert into course_registrations (id, uid, course_id, course_name, first_name, last_name, email, state, live_session_id)
         values ($1 || '_' || $2, $1, $2, 'A course', $3, 'Bulk', $1 || '@example.com', 'new-york', $4)`,
        [uid, COURSE, `Regi${index}`, id],
      );
    }
    const login = await page.request.post(`${BASE}/login`, {
      form: { email: lead.email, password: lead.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    await page.goto(
      `${BASE}/staff/live-sessions?${new URLSearchParams({ show: "past", q: title })}`,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Live sessions" })).toBeVisible();
    await checkBothWidths(page);
    // Ticked with the keyboard alone; each box is named after its session.
    for (const id of sessions) {
      const box = page.locator(`input[name="id"][value="${id}"]`);
      await expect(box).toHaveAccessibleName(
        new RegExp(`^Select ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, `),
      );
      await box.focus();
      await page.keyboard.press("Space");
      await expect(box).toBeChecked();
    }
    const submit = page.getByRole("button", { name: "Export their registrants (CSV)" });
    await submit.focus();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.keyboard.press("Enter"),
    ]);
    expect(download.suggestedFilename()).toMatch(/^session-registrants-\d{4}-\d{2}-\d{2}\.csv$/);
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(await download.path(), "utf8");
    const [header, ...rows] = text.trim().split("\r\n");
    expect(header).toMatch(/^course,session start \(ET\),session id,registration id,/);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.includes("Regi0") || row.includes("Regi1"))).toEqual([true, true]);
  });
});
