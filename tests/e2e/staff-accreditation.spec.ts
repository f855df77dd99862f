import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser } from "./support/users";

// A compliance officer records a state's approval of a course; the certificate
// issued while it was pending is re-issued with the state's number. As in
// staff-certificates.spec.ts, the certificate is written directly, so this runs
// on a server of its own on PostgreSQL.

const PORT = 3298;
const BASE = `http://localhost:${PORT}`;
const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";

test.describe("a state's decision in the staff console", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_accreditation", [PORT]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  test("a compliance officer records Georgia's approval; the pending certificate is re-issued with its number", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const sql = (text: string, values: unknown[] = []) =>
      queryDatabase(servers?.databaseUrl, text, values);
    const officer = newUser();
    const officerId = await signUpConfirmed(BASE, servers?.databaseUrl, officer);
    await sql(`insert into staff_role_grants (user_id, role) values ($1, 'compliance_officer')`, [
      officerId,
    ]);
    const attorneyId = await signUpConfirmed(BASE, servers?.databaseUrl, newUser());
    // Georgia: applied for, not yet decided.
    await sql(
      `insert into course_state_approvals (course_id, state_slug, status, applied_on, credits)
       values ($1, 'georgia', 'pending', '2026-09-15', '{"general": 1}')
       on conflict (course_id, state_slug) do update set status = 'pending',
         approval_number = null, approved_on = null, expires_on = null, denied_on = null,
         applied_on = '2026-09-15'`,
      [COURSE],
    );
    const oldId = "LX-E2E2-ACCR-0001";
    await sql(
      `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
         format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
         codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
       values ($1, $2, $3, 'georgia', 'Grace Hopper', 'GA-551200', 'AI and the Law', 'self-study',
         'pending', null, '2026-11-20', '{"general": 1}', 50, 1, 1, 3600,
         'I attended.', 'Grace Hopper', now())`,
      [oldId, attorneyId, COURSE],
    );

    // Signed in a moment ago: recent enough for a decision that re-issues certificates.
    const login = await page.request.post(`${BASE}/login`, {
      form: { email: officer.email, password: officer.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);

    await page.goto(`${BASE}/staff`);
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Accreditation" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Accreditation" })).toBeVisible();
    await expectNoAxeViolations(page);
    const [course] = await sql(`select title from courses where id = $1`, [COURSE]);
    await page.getByRole("link", { name: course.title }).click();
    // The course's page, on its Accreditation tab (the compliance officer's only one).
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    expect(await page.title()).toMatch(/^Accreditation: /);
    expect(await page.title()).toContain(course.title);
    const tabs = page.getByRole("navigation", { name: "Course editor" }).getByRole("link");
    await expect(tabs).toHaveText(["Accreditation", "Evaluations"]);
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Certificates waiting for approval: 1 in Georgia.")).toBeVisible();
    await expectNoAxeViolations(page);

    const georgia = page.getByRole("group", { name: "Georgia" });
    await georgia.getByLabel("Georgia: status").selectOption("approved");
    await georgia.getByLabel("Course number").fill("GA-E2E-0777");
    await georgia.getByLabel("Decided on").fill("2026-11-25");
    // An effective date after the end is refused, nothing saved.
    await georgia.getByLabel("Takes effect").fill("2029-01-01");
    await georgia.getByLabel("Approval ends").fill("2028-10-31");
    await page.getByRole("button", { name: "Save the decisions" }).click();
    await expect(
      georgia.getByText(/^Georgia's approval cannot take effect after it ends/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await georgia.getByLabel("Takes effect").fill("2026-11-01");
    await page.getByRole("button", { name: "Save the decisions" }).click();
    await expect(
      page.getByText("The decisions are saved; 1 certificate(s) re-issued with the approval."),
    ).toBeVisible();

    const [next] = await sql(`select id from certificates where supersedes_id = $1`, [oldId]);
    await test.step("the new version carries Georgia's course number", async () => {
      await page.goto(`${BASE}/certificates/${next.id}`);
      await expect(page.getByText(/^Genuine: this certificate/)).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: "GA-E2E-0777" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step("the pending version says superseded, with Georgia's decision", async () => {
      await page.goto(`${BASE}/certificates/${oldId}`);
      const status = page.getByRole("status").filter({ hasText: "Superseded" });
      await expect(status).toContainText(
        "Georgia approved the course (GA-E2E-0777) on November 25, 2026.",
      );
      await expect(
        status.getByRole("link", { name: `See the current version, certificate ${next.id}` }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
