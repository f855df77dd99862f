import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser, type TestUser } from "./support/users";

// An attorney with a certificate deletes the account; the certificate is an
// attendance record the states make us keep, so its verification page still
// confirms it, and staff see it as the certificate of a closed account. A
// certificate is earned by watching a course to its end, which takes
// minutes, so this runs on a server of its own on PostgreSQL, where the test
// writes the certificate (and the staff role) directly.

const PORT = 3297;
const BASE = `http://localhost:${PORT}`;
const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";

test.describe("a certificate outlives its account", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_retention", [PORT]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);
  const signUp = (person: TestUser) => signUpConfirmed(BASE, servers?.databaseUrl, person);

  test("an attorney deletes the account; the certificate is still confirmed as genuine", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const attorney = { ...newUser(), firstName: "Jane", lastName: "Smyth" };
    const attorneyId = await signUp(attorney);
    const id = "LX-E2E2-KEEP-0001";
    await sql(
      `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
         format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
         codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
       values ($1, $2, $3, 'new-york', 'Jane Smyth', 'NY-1234567', 'AI and the Law', 'self-study',
         'approved', 'NY-26-0001', '2026-11-20', '{"general": 1.5}', 50, 2, 2, 3600,
         'I attended.', 'Jane Smyth', now())`,
      [id, attorneyId, COURSE],
    );

    await test.step("the account is deleted, and the page says the certificates stay", async () => {
      const login = await page.request.post(`${BASE}/login`, {
        form: { email: attorney.email, password: attorney.password },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(302);
      await page.goto(`${BASE}/delete-account`);
      await expect(page.getByRole("region", { name: "What we must keep" })).toContainText(
        "Your certificates are not deleted",
      );
      await expectNoAxeViolations(page);
      await page.getByLabel("Password").fill(attorney.password);
      await page.getByRole("button", { name: "Delete my account" }).click();
      await expect(page).toHaveURL(`${BASE}/?accountDeleted=1`);
    });

    await test.step("the verification page still confirms it", async () => {
      await page.goto(`${BASE}/certificates/${id}`);
      await expect(
        page.getByRole("heading", { level: 1, name: `Certificate ${id}` }),
      ).toBeVisible();
      await expect(page.getByText(/^Genuine: this certificate/)).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: "Jane Smyth" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step("staff see it as the certificate of a closed account", async () => {
      const officer = newUser();
      const officerId = await signUp(officer);
      await sql(`insert into staff_role_grants (user_id, role) values ($1, 'compliance_officer')`, [
        officerId,
      ]);
      const login = await page.request.post(`${BASE}/login`, {
        form: { email: officer.email, password: officer.password },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(302);
      await page.goto(`${BASE}/staff/certificates/${id}`);
      await expect(page.getByText("Account closed: kept until November 20, 2030")).toBeVisible();
      await expect(
        page.getByText("The attorney's account is closed: the certificate cannot be sent again."),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step("an audit entry about it, once shredded, says its details were removed", async () => {
      await sql(
        `insert into staff_audit_log (actor_email, actor_roles, action, record_type, record_id,
           before, after, reason)
         values ('compliance@example.com', '{compliance_officer}', 'certificate.revoke',
           'certificate', $1, '{"status": "valid"}', '{"status": "revoked"}',
           'Jane Smyth did not attend.')`,
        [id],
      );
      // What the retention schedule does when the certificate's period ends (the server's
      // clock cannot be moved to 2030 from here; the purge itself is tested in vitest).
      await sql(
        `update staff_audit_log set shredded_at = '2030-11-21T01:00:00Z', before = null,
           after = null, reason = null where record_id = $1`,
        [id],
      );
      await page.goto(`${BASE}/staff/audit?record=${id}`);
      const entries = page.getByRole("table", { name: "Audit log entries" });
      await expect(
        entries
          .getByRole("row", { name: /revoked .*certificate|revoked LX-/ })
          .getByRole("cell")
          .nth(1),
      ).toContainText("Details removed when the retention period ended on November 21, 2030.");
      await expect(entries).toContainText("compliance@example.com");
      await expect(entries).not.toContainText("Jane Smyth");
      await expectNoAxeViolations(page);
    });
  });
});
