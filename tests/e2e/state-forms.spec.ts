import { readFile } from "node:fs/promises";
import { formatLongDate } from "~/lib/format";
import { pdfText } from "../support/pdf-text";
import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser } from "./support/users";

// The states' prescribed certificates: an attendee downloads Virginia's
// Form 2 (and California's certificate) beside ours from the certificate
// page and the dashboard; a New York certificate offers none, as New York's
// field list is unconfirmed. Staff see California's attendance upload due 60
// days after the activity in the reporting queue, and the attorney sees the
// same. Certificates are written to the database directly (earning one takes
// minutes), so this runs on PostgreSQL, on a server of its own.

const PORT = 3912;
const BASE = `http://localhost:${PORT}`;
const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";
const DAY_MS = 86_400_000;

/** An ISO day `days` from today (UTC). */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

test.describe("state forms beside the certificate", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_state_forms", [PORT]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);

  const certificate = (id: string, uid: string, state: string, number: string, on: string) =>
    sql(
      `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
         format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
         codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
       values ($1, $2, $3, $4, 'Ada Quill', $5, 'AI and the Law', 'self-study',
         'approved', $6, $7, '{"general": 1, "ethics": 0.5}', 60, 1, 1, 5400,
         'I attended.', 'Ada Quill', now())`,
      [id, uid, COURSE, state, `${state.slice(0, 2).toUpperCase()}-778899`, number, on],
    );

  test("the attendee downloads Virginia's Form 2; staff see California's report due", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The catalogue does not list California; its rules are in the data all the same.
    await sql(
      `insert into states (slug, name, code, position) values ('california', 'California', 'CA', 101)
       on conflict do nothing`,
    );
    const attorney = { ...newUser(), firstName: "Ada", lastName: "Quill" };
    const attorneyId = await signUpConfirmed(BASE, servers?.databaseUrl, attorney, "virginia");
    const virginia = "LX-E2E5-FORM-0001";
    const newYork = "LX-E2E5-FORM-0002";
    const california = "LX-E2E5-FORM-0003";
    const completed = dayFrom(-10);
    await certificate(virginia, attorneyId, "virginia", "VA-26-0042", completed);
    await certificate(newYork, attorneyId, "new-york", "NY-26-0042", completed);
    await certificate(california, attorneyId, "california", "CA-26-0042", completed);
    // California: 60 days after the activity.
    const caDue = formatLongDate(dayFrom(50));

    const attorneyContext = await browser.newContext({ acceptDownloads: true });
    const attorneyPage = await attorneyContext.newPage();
    const signedIn = await attorneyPage.request.post(`${BASE}/login`, {
      form: { email: attorney.email, password: attorney.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);

    await test.step("the certificate page offers Virginia's Form 2, filled in", async () => {
      await attorneyPage.goto(`${BASE}/certificates/${virginia}`);
      const section = attorneyPage.getByRole("region", { name: "Virginia's own form" });
      await expect(section).toBeVisible();
      await expectNoAxeViolations(attorneyPage);
      const link = section.getByRole("link", {
        name: "Download the Virginia Certification of Attendance (Form 2) (PDF)",
      });
      await link.focus();
      const [download] = await Promise.all([
        attorneyPage.waitForEvent("download"),
        attorneyPage.keyboard.press("Enter"),
      ]);
      expect(download.suggestedFilename()).toBe(`virginia-form-2-${virginia}.pdf`);
      const { pages } = await pdfText(await readFile((await download.path()) ?? ""));
      const text = pages.join(" ");
      expect(text).toContain("Virginia Certification of Attendance (Form 2)");
      expect(text).toContain("Ada Quill");
      expect(text).toContain("VIRGINIA STATE BAR NUMBER VI-778899");
      expect(text).toContain("VIRGINIA COURSE ID VA-26-0042");
      expect(text).toContain("APPROVED HOURS 1.5");
      expect(text).toContain(`Issued with certificate ${virginia}`);
    });

    await test.step("New York's certificate stays ours alone (its form's fields are unconfirmed)", async () => {
      await attorneyPage.goto(`${BASE}/certificates/${newYork}`);
      await expect(
        attorneyPage.getByRole("link", { name: "Download the certificate (PDF)" }),
      ).toBeVisible();
      await expect(attorneyPage.getByRole("region", { name: /own form/ })).toHaveCount(0);
      const direct = await attorneyPage.request.get(`${BASE}/certificates/${newYork}/state-form`);
      expect(direct.status()).toBe(404);
    });

    await test.step("California: its certificate, and our report due 60 days after", async () => {
      await attorneyPage.goto(`${BASE}/certificates/${california}`);
      await expect(
        attorneyPage.getByRole("region", { name: "Reporting to California" }),
      ).toContainText(`We report it to California's CLE regulator by ${caDue}`);
      const form = await attorneyPage.request.get(`${BASE}/certificates/${california}/state-form`);
      expect(form.status()).toBe(200);
      const { pages } = await pdfText(new Uint8Array(await form.body()));
      expect(pages.join(" ")).toContain("California MCLE Certificate of Attendance");
      expect(pages.join(" ")).toContain("LOCATION Online (on demand)");
      await expectNoAxeViolations(attorneyPage);
    });

    await test.step("the dashboard offers the forms beside the certificates", async () => {
      await attorneyPage.goto(`${BASE}/dashboard`);
      const table = attorneyPage.getByRole("table", { name: "Certificates table" });
      await expect(
        table.getByRole("link", { name: "Virginia Certification of Attendance (Form 2) (PDF)" }),
      ).toHaveAttribute("href", `/certificates/${virginia}/state-form`);
      await expect(
        table.getByRole("link", { name: "California MCLE Certificate of Attendance (PDF)" }),
      ).toHaveAttribute("href", `/certificates/${california}/state-form`);
      // New York's certificate has none.
      await expect(table.locator('a[href$="/state-form"]')).toHaveCount(2);
      await expectNoAxeViolations(attorneyPage);
    });

    await test.step("the credit tracker offers the form beside the credit", async () => {
      await attorneyPage.goto(`${BASE}/dashboard/credits`);
      await attorneyPage.getByLabel("State", { exact: true }).selectOption("virginia");
      await attorneyPage.getByLabel("Bar number", { exact: true }).fill("VI-778899");
      await attorneyPage.getByRole("button", { name: "Add state" }).click();
      await expect(
        attorneyPage.getByRole("link", {
          name: "Download the Virginia Certification of Attendance (Form 2)",
        }),
      ).toHaveAttribute("href", `/certificates/${virginia}/state-form`);
      await expectNoAxeViolations(attorneyPage);
    });

    await test.step("a stranger cannot download the attendee's form", async () => {
      const stranger = newUser();
      await signUpConfirmed(BASE, servers?.databaseUrl, stranger, "virginia");
      const context = await browser.newContext();
      const signedInStranger = await context.request.post(`${BASE}/login`, {
        form: { email: stranger.email, password: stranger.password },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(signedInStranger.status()).toBe(302);
      expect(
        (await context.request.get(`${BASE}/certificates/${virginia}/state-form`)).status(),
      ).toBe(404);
      await context.close();
    });
    await attorneyContext.close();

    await test.step("staff see California's report due in the queue, 60 days after", async () => {
      const officer = newUser();
      const officerId = await signUpConfirmed(BASE, servers?.databaseUrl, officer, "virginia");
      await sql(`insert into staff_role_grants (user_id, role) values ($1, 'compliance_officer')`, [
        officerId,
      ]);
      const login = await page.request.post(`${BASE}/login`, {
        form: { email: officer.email, password: officer.password },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(302);
      await page.goto(`${BASE}/staff/reports?state=california`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Reports to the bars" }),
      ).toBeVisible();
      const table = page.getByRole("table", { name: "Reports, by due date" });
      const row = table.getByRole("row").filter({ hasText: "California: On demand" });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(caDue);
      await row.getByRole("link", { name: /^California: On demand/ }).click();
      await expect(page.getByText(/within 60 days of each participatory activity/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
