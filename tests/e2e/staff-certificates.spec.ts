import { expectNoAxeViolations } from "./support/axe";
import { confirmInDialog } from "./support/confirm";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser, type TestUser } from "./support/users";

// A compliance officer corrects a certificate and then revokes it; the public
// verification page follows. A certificate is earned by watching a course to
// its end, which takes minutes, so this runs on a server of its own on
// PostgreSQL, where the test writes the certificate (and the role) directly.

const PORT = 3294;
const BASE = `http://localhost:${PORT}`;
const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";

test.describe("certificates in the staff console", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  // One server for both tests: they run one after the other in one worker.
  test.describe.configure({ mode: "serial" });
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_certs", [PORT]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);
  const signUp = (person: TestUser) => signUpConfirmed(BASE, servers?.databaseUrl, person);

  test("a compliance officer re-issues a certificate with a corrected name, then revokes it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const officer = newUser();
    const officerId = await signUp(officer);
    await sql(`insert into staff_role_grants (user_id, role) values ($1, 'compliance_officer')`, [
      officerId,
    ]);
    const attorney = { ...newUser(), firstName: "Jane", lastName: "Smyth" };
    const attorneyId = await signUp(attorney);
    const oldId = "LX-E2E2-CERT-0001";
    await sql(
      `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
         format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
         codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
       values ($1, $2, $3, 'new-york', 'Jane Smyth', 'NY-1234567', 'AI and the Law', 'self-study',
         'approved', 'NY-26-0001', '2026-11-20', '{"general": 1.5}', 50, 1, 1, 3600,
         'I attended.', 'Jane Smyth', now())`,
      [oldId, attorneyId, COURSE],
    );

    // Signed in a moment ago: recent enough for certificate changes.
    const login = await page.request.post(`${BASE}/login`, {
      form: { email: officer.email, password: officer.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);

    await page.goto(`${BASE}/staff/certificates/${oldId}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `Certificate ${oldId}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const reissue = page.getByRole("form", { name: "Re-issue with corrections" });
    await expect(reissue.getByLabel("Attorney's name")).toHaveValue("Jane Smyth");
    // Nothing changed: refused, and nothing is written.
    await reissue.getByLabel(/^Reason/).fill("Checking");
    await reissue.getByRole("button", { name: "Re-issue the certificate" }).click();
    await expect(reissue.getByText(/^Nothing to re-issue/)).toBeVisible();
    await reissue.getByLabel("Attorney's name").fill("Jane Smith");
    await reissue.getByLabel(/^Reason/).fill("The surname was misspelt.");
    await reissue.getByRole("button", { name: "Re-issue the certificate" }).click();
    await expect(page.getByText(`Re-issued: this certificate replaces ${oldId}`)).toBeVisible();
    const newId = new URL(page.url()).pathname.split("/").pop() ?? "";
    expect(newId).not.toBe(oldId);

    await test.step("the old number says superseded and leads to the new one", async () => {
      await page.goto(`${BASE}/certificates/${oldId}`);
      const status = page.getByRole("status").filter({ hasText: "Superseded" });
      await expect(status).toContainText("Superseded");
      await expect(status).toContainText("The surname was misspelt.");
      await expectNoAxeViolations(page);
      await status
        .getByRole("link", { name: `See the current version, certificate ${newId}` })
        .click();
      await expect(page.getByText(/^Genuine: this certificate/)).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: "Jane Smith" })).toBeVisible();
    });

    await test.step("revoked, the new number says so", async () => {
      await page.goto(`${BASE}/staff/certificates/${newId}`);
      const revoke = page.getByRole("form", { name: "Revoke" });
      await revoke.getByLabel(/^Reason for revoking/).fill("Issued in error.");
      await revoke.getByRole("button", { name: "Revoke the certificate" }).click();
      const asked = page.getByRole("dialog", { name: `Revoke certificate ${newId}?` });
      await expect(asked).toContainText("is told by mail (1 mail, to");
      await expect(asked).toContainText("A revoked certificate cannot be restored.");
      await confirmInDialog(page, "Revoke it");
      await expect(page.getByText(/^Certificate revoked\. .+ is told by mail\.$/)).toBeVisible();
      await page.goto(`${BASE}/certificates/${newId}`);
      await expect(page.getByRole("alert").filter({ hasText: "Revoked" })).toContainText(
        "It is not valid",
      );
      await expect(page.getByText(/^Genuine/)).toHaveCount(0);
      await expect(page.getByText("Issued in error.")).toHaveCount(0);
    });
  });

  test("a compliance officer corrects an attendee's attendance, and the certificate follows", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const officer = newUser();
    const officerId = await signUp(officer);
    await sql(`insert into staff_role_grants (user_id, role) values ($1, 'compliance_officer')`, [
      officerId,
    ]);
    const attorney = { ...newUser(), firstName: "Ada", lastName: "Quist" };
    const attorneyId = await signUp(attorney);
    const [course] = await sql(`select title, duration_minutes from courses where id = $1`, [
      COURSE,
    ]);
    await sql(
      `insert into course_registrations (id, uid, course_id, course_name, first_name, last_name, email, state, attend_live_webcast)
       values ($1 || '_' || $2, $1, $2, $3, 'Ada', 'Quist', $4, 'new-york', false)`,
      [attorneyId, COURSE, course.title, attorney.email],
    );
    const certificateId = "LX-E2E2-CORR-0001";
    await sql(
      `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
         format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
         codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
       values ($1, $2, $3, 'new-york', 'Ada Quist', 'NY-7654321', $4, 'self-study',
         'approved', 'NY-26-0001', '2026-11-20', '{"general": 1.5}', 50, 1, 1, 3600,
         'I attended.', 'Ada Quist', now())`,
      [certificateId, attorneyId, COURSE, course.title],
    );
    const login = await page.request.post(`${BASE}/login`, {
      form: { email: officer.email, password: officer.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);

    await page.goto(`${BASE}/staff/attendees/${attorneyId}`);
    await page.getByRole("link", { name: `Review attendance at ${course.title}` }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Attendance: Ada Quist" }),
    ).toBeVisible();
    await expect(page.getByText("No correction: what was recorded stands.")).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole("form", { name: "Record a correction" });
    // Partial without minutes: refused beside the field, nothing written.
    await form.getByRole("radio", { name: "The on-demand lecture" }).check();
    await form.getByRole("radio", { name: /^Attended part/ }).check();
    await form.getByLabel(/^Reason/).fill("Left the webinar early for a hearing.");
    await form.getByLabel(/^Evidence/).fill("The player log shows half the lecture watched.");
    await form.getByRole("button", { name: "Record the correction" }).click();
    await expect(form.getByText("Enter the minutes attended.")).toBeVisible();
    await expect(form.getByLabel(/^Minutes attended/)).toBeFocused();
    expect(await sql(`select id from attendance_corrections where uid = $1`, [attorneyId])).toEqual(
      [],
    );

    // Keyboard only from here: type the minutes and submit with Enter.
    await page.keyboard.type(String(Math.floor(course.duration_minutes / 2)));
    await page.keyboard.press("Enter");
    await expect(
      form.getByText(/^The correction is recorded; 1 certificate\(s\) re-issued\./),
    ).toBeVisible();
    await expect(
      page.getByText(
        /^Attended part: \d+ of \d+ minutes \(on-demand lecture\), the one that counts/,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const versions = await sql(
      `select id, version, superseded_reason from certificates where uid = $1 order by version`,
      [attorneyId],
    );
    expect(versions).toMatchObject([
      {
        id: certificateId,
        version: 1,
        superseded_reason: "Attendance correction: Left the webinar early for a hearing.",
      },
      { version: 2 },
    ]);
    await page.goto(`${BASE}/certificates/${certificateId}`);
    await expect(page.getByRole("status").filter({ hasText: "Superseded" })).toContainText(
      "Attendance correction: Left the webinar early for a hearing.",
    );

    await test.step("the console's checks list a certificate issued without every code", async () => {
      await sql(
        `update certificates set codes_total = 3 where uid = $1 and superseded_at is null`,
        [attorneyId],
      );
      await page.goto(`${BASE}/staff`);
      await page
        .getByRole("navigation", { name: "Staff console" })
        .getByRole("link", { name: "Checks" })
        .click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Compliance checks" }),
      ).toBeVisible();
      const table = page.getByRole("table", { name: "Certificates without every code" });
      const row = table.getByRole("row", { name: /Ada Quist/ });
      await expect(row).toContainText("1 of 3");
      await expect(
        row.getByRole("link", {
          name: `Corrected: Attended part attendance of Ada Quist at ${course.title}`,
        }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step("the completions report counts the certificate and exports it", async () => {
      await page
        .getByRole("navigation", { name: "Staff console" })
        .getByRole("link", { name: "Completions" })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Completions" })).toBeVisible();
      const search = page.getByRole("search", { name: "Choose the completions" });
      await search.getByLabel("From (month)").fill("2026-11");
      await search.getByLabel("To (month)").fill("2026-11");
      await search.getByLabel("Course").selectOption({ label: course.title });
      await search.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/from=2026-11/);
      const byCourse = page.getByRole("table", { name: "Completions by course" });
      await expect(byCourse.getByRole("row", { name: new RegExp(course.title) })).toContainText(
        /\b\d+\b/,
      );
      await expect(page.getByRole("figure", { name: /^Completions per month/ })).toBeVisible();
      await expectNoAxeViolations(page);
      const href = await page.getByRole("link", { name: /^Download as CSV/ }).getAttribute("href");
      const csv = await page.request.get(`${BASE}${href}`);
      expect(csv.headers()["content-type"]).toContain("text/csv");
      const lines = (await csv.text()).trim().split("\r\n");
      expect(lines[0]).toBe("month,state,course id,course,completions,credit hours");
      expect(lines.some((line) => line.startsWith(`2026-11,New York,${COURSE},`))).toBe(true);
    });
  });
});
