import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser, type TestUser } from "./support/users";

// The compliance officer's reporting flow: the overview shows a Georgia
// report due this week, its page lists an attendee without a bar number as a
// problem, the certificate is re-issued with it, the file is downloaded and
// the report marked submitted. The certificate is written to the database
// directly (earning one takes minutes), so this runs on PostgreSQL, on a
// server of its own.

const PORT = 3633;
const BASE = `http://localhost:${PORT}`;
const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";
const DAY_MS = 86_400_000;

/** An ISO day `days` before today (UTC; the report's due date is days away either way). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

test.describe("reports to the bars in the staff console", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_bar_reports", [PORT]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);
  const signUp = (person: TestUser) =>
    signUpConfirmed(BASE, servers?.databaseUrl, person, "georgia");

  test("queue → report → problem → fixed → file downloaded → submitted", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const officer = newUser();
    const officerId = await signUp(officer);
    await sql(`insert into staff_role_grants (user_id, role) values ($1, 'compliance_officer')`, [
      officerId,
    ]);
    const attorney = { ...newUser(), firstName: "Ada", lastName: "Quill" };
    const attorneyId = await signUp(attorney);
    const certificateId = "LX-E2E2-BARS-0001";
    // Completed 25 days ago: Georgia's 30 days end within the week.
    await sql(
      `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
         format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
         codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
       values ($1, $2, $3, 'georgia', 'Ada Quill', null, 'AI and the Law', 'self-study',
         'approved', 'GA-26-0001', $4, '{"general": 1, "ethics": 0.5}', 60, 1, 1, 5400,
         'I attended.', 'Ada Quill', now())`,
      [certificateId, attorneyId, COURSE, daysAgo(25)],
    );

    // The attorney, in a browser of their own, sees where the credit stands.
    const attorneyContext = await browser.newContext();
    const attorneyPage = await attorneyContext.newPage();
    const signedIn = await attorneyPage.request.post(`${BASE}/login`, {
      form: { email: attorney.email, password: attorney.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    await test.step("the attorney is told we need their bar number to report the credit", async () => {
      await attorneyPage.goto(`${BASE}/certificates/${certificateId}`);
      const reporting = attorneyPage.getByRole("region", { name: "Reporting to Georgia" });
      await expect(reporting).toContainText(
        "we need your Georgia bar number first. Add it to your profile",
      );
      await expectNoAxeViolations(attorneyPage);
    });

    // Signed in a moment ago: recent enough for the certificate's re-issue.
    const login = await page.request.post(`${BASE}/login`, {
      form: { email: officer.email, password: officer.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);

    await test.step("the overview shows the report due this week, and leads to the queue", async () => {
      await page.goto(`${BASE}/staff`);
      const due = page.getByRole("table", { name: "Reports overdue or due soon" });
      await expect(due).toContainText("Georgia: On demand");
      await expect(due).toContainText("$6.00");
      await page.getByRole("link", { name: "All reports to the bars" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Reports to the bars" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step("the queue filters by state; the report lists the missing bar number", async () => {
      await page.getByLabel("State", { exact: true }).selectOption("georgia");
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/state=georgia/);
      const table = page.getByRole("table", { name: "Reports, by due date" });
      await expect(table.getByRole("row")).toHaveCount(2);
      await expect(table).toContainText("Secondary source");
      await table.getByRole("link", { name: /^Georgia: On demand/ }).click();
      await expect(
        page.getByRole("heading", { name: "Problems to fix before the file is made" }),
      ).toBeVisible();
      await expect(
        page.getByText("The file cannot be made yet: 1 attendee has no bar number for Georgia."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: /^Download the file/ })).toHaveCount(0);
      await expect(page.getByRole("form", { name: "Mark submitted" })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
    const reportUrl = page.url();

    await test.step("the certificate is re-issued with the bar number", async () => {
      await page.getByRole("link", { name: `Fix certificate ${certificateId}` }).click();
      const reissue = page.getByRole("form", { name: "Re-issue with corrections" });
      await reissue.getByLabel("Bar number (blank: none)").fill("GA-555123");
      await reissue.getByLabel(/^Reason/).fill("The Georgia bar number was missing.");
      await reissue.getByRole("button", { name: "Re-issue the certificate" }).click();
      await expect(
        page.getByText(`Re-issued: this certificate replaces ${certificateId}`),
      ).toBeVisible();
    });

    await test.step("the file is made and downloaded", async () => {
      await page.goto(reportUrl);
      await expect(
        page.getByRole("heading", { name: "Problems to fix before the file is made" }),
      ).toHaveCount(0);
      await expect(page.getByRole("table", { name: "Attendees in this report" })).toContainText(
        "GA-555123",
      );
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: /^Download the file/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^georgia-attendance-.+\.csv$/);
      const file = await readFile((await download.path()) ?? "", "utf8");
      const [header, line] = file.split("\r\n");
      expect(header).toBe(
        "Attorney name,Bar number,State,Course number,Course title,Completion date,Total hours,General hours,Ethics hours",
      );
      expect(line).toBe(
        `Ada Quill,GA-555123,Georgia,GA-26-0001,AI and the Law,${daysAgo(25)},1.5,1.0,0.5`,
      );
    });

    await test.step("marked submitted, the report is kept as it is", async () => {
      const form = page.getByRole("form", { name: "Mark submitted" });
      await form.getByLabel(/^The regulator's reference/).fill("GA-RCPT-7781");
      await form.getByRole("button", { name: "Mark submitted" }).click();
      await expect(page.getByText(/^Marked submitted\./)).toBeVisible();
      await expect(page).toHaveURL(/\/staff\/reports\/BR-/);
      await expect(page.getByRole("definition").filter({ hasText: /^Submitted/ })).toHaveText(
        new RegExp(
          `^Submitted .+, reference GA-RCPT-7781, by ${officer.email.replace(/\./g, "\\.")}$`,
        ),
      );
      await expect(page.getByRole("form", { name: "Mark submitted" })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // The slot's address now leads to the submitted report.
      await page.goto(reportUrl);
      await expect(page).toHaveURL(/\/staff\/reports\/BR-/);
      const [entry] = await sql(
        `select actor_email from staff_audit_log where action = 'bar-report.submit'`,
      );
      expect(entry?.actor_email).toBe(officer.email);
    });

    await test.step("the attorney sees it reported, with the day and reference, at once", async () => {
      const [current] = await sql(
        `select id from certificates where uid = $1 and superseded_at is null`,
        [attorneyId],
      );
      await attorneyPage.goto(`${BASE}/certificates/${current?.id}`);
      const reporting = attorneyPage.getByRole("region", { name: "Reporting to Georgia" });
      await expect(reporting).toContainText(
        /Reported by us to Georgia's CLE regulator on .+ \(reference GA-RCPT-7781\)\./,
      );
      await expectNoAxeViolations(attorneyPage);
      // With a Georgia admission, the credit tracker says the same beside the credit.
      await attorneyPage.goto(`${BASE}/dashboard/credits`);
      await attorneyPage.getByLabel("State", { exact: true }).selectOption("georgia");
      await attorneyPage.getByLabel("Bar number", { exact: true }).fill("GA-555123");
      await attorneyPage.getByRole("button", { name: "Add state" }).click();
      await expect(attorneyPage.getByText(/reference GA-RCPT-7781/)).toBeVisible();
      await expectNoAxeViolations(attorneyPage);
      await attorneyContext.close();
    });
  });
});
