import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser } from "./support/users";

// A course manager corrects a course's credits after a certificate was issued
// under them (docs/decisions/0042): the editor asks whether it is a correction
// or a change from now on, and a correction re-issues the certificate. As in
// staff-certificates.spec.ts, the certificate is written directly, so this runs
// on a server of its own on PostgreSQL.

const PORT = 3725;
const BASE = `http://localhost:${PORT}`;
const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";

test.describe("a change of a course's credits in the staff console", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_credits", [PORT]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  test("a course manager corrects the credits; the certificate issued under them is re-issued", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const sql = (text: string, values: unknown[] = []) =>
      queryDatabase(servers?.databaseUrl, text, values);
    const manager = newUser();
    const managerId = await signUpConfirmed(BASE, servers?.databaseUrl, manager);
    await sql(`insert into staff_role_grants (user_id, role) values ($1, 'course_manager')`, [
      managerId,
    ]);
    const attorneyId = await signUpConfirmed(BASE, servers?.databaseUrl, newUser());
    // One general hour, approved in Georgia with the course's own credits.
    await sql(`delete from course_credits where course_id = $1`, [COURSE]);
    await sql(
      `insert into course_credits (course_id, credit_type, hours) values ($1, 'general', 1)`,
      [COURSE],
    );
    await sql(
      `insert into course_state_approvals (course_id, state_slug, status, approval_number, approved_on, credits)
       values ($1, 'georgia', 'approved', 'GA-E2E-0100', '2026-10-20', '{"general": 1}')
       on conflict (course_id, state_slug) do update set status = 'approved',
         approval_number = 'GA-E2E-0100', approved_on = '2026-10-20', applied_on = null,
         effective_from = null, expires_on = null, denied_on = null, credits = '{"general": 1}'`,
      [COURSE],
    );
    const oldId = "LX-E2E2-CRED-0001";
    await sql(
      `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
         format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
         codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
       values ($1, $2, $3, 'georgia', 'Grace Hopper', 'GA-551200', 'AI and the Law', 'self-study',
         'approved', 'GA-E2E-0100', '2026-11-20', '{"general": 1}', 50, 1, 1, 3600,
         'I attended.', 'Grace Hopper', now())`,
      [oldId, attorneyId, COURSE],
    );

    const signIn = async (on: typeof page, person: { email: string; password: string }) => {
      const login = await on.request.post(`${BASE}/login`, {
        form: { email: person.email, password: person.password },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(302);
    };
    await signIn(page, manager);

    await page.goto(`${BASE}/staff`);
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Courses" })
      .click();
    const [course] = await sql(`select title from courses where id = $1`, [COURSE]);
    await page.getByRole("link", { name: course.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await expectNoAxeViolations(page);

    const details = page.getByRole("form", { name: "Course details" });
    const choice = details.getByRole("group", {
      name: "What the new credits mean for the certificates already issued",
    });
    // Nothing to ask until a save changes the credits of issued certificates.
    await expect(choice).toHaveCount(0);
    await details.getByLabel("General", { exact: true }).fill("1.5");
    await details.getByRole("button", { name: "Save and publish now" }).click();
    await expect(details.getByText(/^Not saved yet: the new credits concern/)).toBeVisible();
    await expect(choice).toContainText(
      "1 valid certificate was issued with the credits you changed. Say whether the change corrects them or applies from now on.",
    );
    await expect(choice.getByRole("radio", { name: /^A correction/ })).toBeFocused();
    expect(await sql(`select id from certificates where supersedes_id = $1`, [oldId])).toEqual([]);
    await expectNoAxeViolations(page);

    await choice.getByRole("radio", { name: /^A correction/ }).check();
    await details.getByRole("button", { name: "Save and publish now" }).click();
    await expect(
      details.getByText(
        "The course is saved. One certificate issued under the earlier credits is re-issued with the corrected credits, and the holders are told.",
      ),
    ).toBeVisible();
    await expect(choice).toHaveCount(0);

    const [next] = await sql(`select id from certificates where supersedes_id = $1`, [oldId]);
    await test.step("the old number says superseded, with the correction", async () => {
      await page.goto(`${BASE}/certificates/${oldId}`);
      const status = page.getByRole("status").filter({ hasText: "Superseded" });
      await expect(status).toContainText(
        "The course's credits in Georgia were corrected from 1.0 General to 1.5 General.",
      );
      await expect(
        status.getByRole("link", { name: `See the current version, certificate ${next.id}` }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step("the new number carries the corrected credits", async () => {
      await page.goto(`${BASE}/certificates/${next.id}`);
      await expect(page.getByText(/^Genuine: this certificate/)).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: "1.5 General" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step("lengthened from now on, the certificate keeps its credits and Checks lists it", async () => {
      await page.goto(`${BASE}/staff/courses/${COURSE}`);
      await details.getByLabel("General", { exact: true }).fill("2");
      await details.getByRole("button", { name: "Save and publish now" }).click();
      await choice.getByRole("radio", { name: /^A change from now on/ }).check();
      await details.getByRole("button", { name: "Save and publish now" }).click();
      await expect(
        details.getByText(
          "The course is saved. One certificate issued under the earlier credits keeps its credits; Checks lists it.",
        ),
      ).toBeVisible();
      expect(await sql(`select id from certificates where supersedes_id = $1`, [next.id])).toEqual(
        [],
      );

      const officer = newUser();
      const officerId = await signUpConfirmed(BASE, servers?.databaseUrl, officer);
      await sql(`insert into staff_role_grants (user_id, role) values ($1, 'compliance_officer')`, [
        officerId,
      ]);
      const checks = await browser.newPage();
      await signIn(checks, officer);
      await checks.goto(`${BASE}/staff/checks`);
      const table = checks.getByRole("table", {
        name: "Certificates whose credits differ from the course's",
      });
      const row = table.getByRole("row", { name: new RegExp(next.id) });
      await expect(row).toContainText("1.5 General");
      await expect(row).toContainText("2.0 General");
      await expectNoAxeViolations(checks);
      await row.getByRole("link", { name: `Re-issue certificate ${next.id}` }).click();
      await expect(
        checks.getByRole("heading", { level: 1, name: `Certificate ${next.id}` }),
      ).toBeVisible();
      await expect(checks.getByRole("form", { name: "Re-issue with corrections" })).toBeVisible();
      await checks.close();
    });
  });
});
