import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { scheduleToday } from "~/lib/format";
import { addDays, formatDay, requireDay } from "~/lib/iso-dates";
import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser, type TestUser } from "./support/users";

// A firm administrator's compliance view: a member who shares their tracker
// (at risk in Virginia), one who does not (only the course the firm gave
// them), the chart, filters, the member's gap with "Assign a seat", the view
// changing when the member completes a course, the CSV and PDF, and the
// weekly summary switch. The firm and the credits are written straight into
// the database of a server of its own (PostgreSQL): firms are created on
// their own pages, and a completion takes minutes of watching.

const PORT = 3364;
const BASE = `http://localhost:${PORT}`;
const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";

test.describe("the firm's compliance view", () => {
  // One server for both tests: they run in one worker, one after the other.
  test.describe.configure({ mode: "serial" });
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  // One firm for both tests (sign-ups are rate-limited per address).
  let firm: Awaited<ReturnType<typeof setUpFirm>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_firm_compliance", [PORT]);
    firm = await setUpFirm();
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);
  const signUp = (person: TestUser) => signUpConfirmed(BASE, servers?.databaseUrl, person);

  /** A firm: its administrator, Ada (shares; at risk in Virginia) and Quinn (does not share). */
  async function setUpFirm() {
    const admin = { ...newUser(), firstName: "Harriet", lastName: "Hale" };
    const sharer = { ...newUser(), firstName: "Ada", lastName: "Sharer" };
    const quiet = { ...newUser(), firstName: "Quinn", lastName: "Quiet" };
    const adminId = await signUp(admin);
    const sharerId = await signUp(sharer);
    const quietId = await signUp(quiet);
    const firmId = `firm-${randomUUID()}`;
    await sql(`insert into firms (id, name, slug) values ($1, 'Hale & Partners LLP', $1)`, [
      firmId,
    ]);
    for (const [uid, role, shares] of [
      [adminId, "admin", false],
      [sharerId, "member", true],
      [quietId, "member", false],
    ] as const) {
      await sql(
        `insert into firm_members (id, organization_id, user_id, role, shares_compliance, compliance_consent_at)
         values ($1, $2, $3, $4, $5, now())`,
        [randomUUID(), firmId, uid, role, shares],
      );
    }
    // Ada's Virginia period ends in 30 days with 4 of 12 hours: at risk.
    const today = requireDay(scheduleToday(), "today");
    const endsOn = formatDay(addDays(today, 30));
    const startsOn = formatDay(addDays(today, -334));
    await sql(
      `insert into reporting_periods (id, uid, state_slug, starts_on, ends_on) values ($1, $2, 'virginia', $3, $4)`,
      [randomUUID(), sharerId, startsOn, endsOn],
    );
    await sql(
      `insert into outside_credits (id, uid, state_slug, title, provider, completed_on, format, accredited, hours)
       values ($1, $2, 'virginia', 'Trial Advocacy', 'Virginia CLE', $3, 'live', true, '{"general": 4}')`,
      [randomUUID(), sharerId, formatDay(addDays(today, -20))],
    );
    // Quinn does not share: only the course the firm gave them shows.
    const orderId = `order-${randomUUID()}`;
    await sql(
      `insert into orders (id, uid, course_id, course_name, firm_id, quantity, amount_cents, price_kind,
         status, provider, idempotency_key, attendee, hold_expires_at, paid_at)
       values ($1, $2, $3, 'AI and the Law', $4, 1, 19900, 'regular', 'paid', 'test', $5,
         '{"firstName":"Quinn","lastName":"Quiet","email":"q@example.com","state":"virginia"}', now(), now())`,
      [orderId, adminId, COURSE, firmId, randomUUID()],
    );
    await sql(
      `insert into course_registrations (id, uid, course_id, course_name, first_name, last_name, email, state, order_id)
       values ($1, $2, $3, 'AI and the Law', 'Quinn', 'Quiet', $4, 'virginia', $5)`,
      [`${quietId}_${COURSE}`, quietId, COURSE, quiet.email, orderId],
    );

    return { admin, sharer, sharerId, quiet, today };
  }

  test.describe("before any script loads", () => {
    test.use({ javaScriptEnabled: false });

    test("the filters, the member's page and the weekly summary switch work, on a phone too", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const { admin } = firm;
      const login = await page.request.post(`${BASE}/login`, {
        form: { email: admin.email, password: admin.password },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(302);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${BASE}/firm/compliance`);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      await page.getByLabel("Status", { exact: true }).selectOption({ label: "At risk" });
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/status=at-risk/);
      await expect(page.getByText("Showing 1 of 3 members.")).toBeVisible();
      await page.getByRole("link", { name: "Ada Sharer" }).click();
      await expect(page.getByRole("heading", { name: "Ada Sharer", exact: true })).toBeVisible();
      await page.goto(`${BASE}/firm/compliance`);
      await page.getByRole("button", { name: "Stop the weekly summary" }).click();
      await expect(page.getByText("You will no longer get the weekly summary.")).toBeVisible();
      await page.getByRole("button", { name: "Get the weekly summary" }).click();
      await expect(page.getByText("You will get the weekly summary by e-mail.")).toBeVisible();
    });
  });

  test("an administrator sees who is at risk, what closes the gap, and the view change", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { admin, sharer, sharerId, today } = firm;

    const signIn = async (person: TestUser) => {
      await page.context().clearCookies();
      const login = await page.request.post(`${BASE}/login`, {
        form: { email: person.email, password: person.password },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(302);
    };

    await test.step("a member who is not an administrator is refused", async () => {
      await signIn(sharer);
      const response = await page.goto(`${BASE}/firm/compliance`);
      expect(response?.status()).toBe(403);
    });

    await signIn(admin);
    const table = page.getByRole("table", { name: "Members' compliance" });
    const row = (name: string) => table.getByRole("row").filter({ hasText: name });

    await test.step("the firm's position, each member's status and what is shared", async () => {
      await page.goto(`${BASE}/firm/compliance`);
      await expect(page.getByRole("heading", { name: "Compliance", exact: true })).toBeVisible();
      await expect(page.getByRole("figure", { name: /Members by status/ })).toContainText(
        "3 members: 0 late, 1 at risk, 0 on track, 0 not tracked, 2 not shared.",
      );
      await expect(row("Ada Sharer")).toContainText("At risk");
      await expect(row("Ada Sharer")).toContainText("Total: 4.0 of 12.0, 8.0 needed");
      await expect(row("Quinn Quiet")).toContainText("Has not agreed to share");
      await expect(row("Quinn Quiet")).toContainText("AI and the Law: assigned");
      await expectNoAxeViolations(page);
    });

    await test.step("filtered by status, by keyboard", async () => {
      await page.getByLabel("Status", { exact: true }).selectOption({ label: "At risk" });
      await page.getByRole("button", { name: "Show" }).press("Enter");
      await expect(page).toHaveURL(/status=at-risk/);
      await expect(page.getByText("Showing 1 of 3 members.")).toBeVisible();
      await expect(row("Quinn Quiet")).toHaveCount(0);
    });

    await test.step("one click shows the courses that close the gap, each with a seat to assign", async () => {
      await table.getByRole("link", { name: "Ada Sharer" }).click();
      await expect(page.getByRole("heading", { name: "Ada Sharer", exact: true })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: /^Virginia: 8\.0 hours needed by / }),
      ).toBeVisible();
      const assign = page.getByRole("link", { name: /^Assign a seat in / }).first();
      await expect(assign).toHaveAttribute(
        "href",
        new RegExp(`^/firm/seats/assign\\?member=${sharerId}&course=`),
      );
      await expectNoAxeViolations(page);
    });

    await test.step("the view changes when the member completes a course", async () => {
      await sql(
        `insert into certificates (id, uid, course_id, state_slug, attorney_name, course_title,
           format, approval_status, approval_number, completed_on, credits, codes_entered, codes_total,
           watched_seconds, affirmation_text, typed_name, affirmed_at)
         values ($1, $2, $3, 'virginia', 'Ada Sharer', 'AI and the Law', 'live', 'approved',
           'VA-1', $4, '{"general": 6, "ethics": 2}', 2, 2, 3600, 'I attended.', 'Ada Sharer', now())`,
        [`LX-E2E-FC-${randomUUID().slice(0, 8)}`, sharerId, COURSE, formatDay(addDays(today, -1))],
      );
      await page.goto(`${BASE}/firm/compliance`);
      await expect(row("Ada Sharer")).toContainText("On track");
      await expect(row("Ada Sharer")).toContainText("Total: 12.0 of 12.0");
    });

    await test.step("the CSV and the PDF report", async () => {
      const csvDownload = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download as CSV" }).click();
      const csv = await readFile(String(await (await csvDownload).path()), "utf8");
      expect(csv).toContain("member,e-mail,role,shares compliance,member status,state");
      expect(csv).toContain(`Ada Sharer,${sharer.email},member,yes,On track,Virginia,On track`);
      const pdfDownload = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download the PDF report" }).click();
      const pdf = await readFile(String(await (await pdfDownload).path()));
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    });

    await test.step("the weekly summary is switched off and on", async () => {
      await page.getByRole("button", { name: "Stop the weekly summary" }).press("Enter");
      await expect(
        page.getByRole("status").filter({ hasText: "You will no longer get the weekly summary." }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Get the weekly summary" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
