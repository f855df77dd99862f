import { expectNoAxeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser } from "./support/users";

// State restrictions on credit, before purchase and after: a newly admitted
// New Yorker is told on the course page, the registration page and the
// payment page that skills credit on demand does not count for them; a
// Missouri attorney is told that on demand counts as self-study, and sees it
// so on the tracker and the certificate. The accounts' admissions, a skills
// approval and a certificate are written straight into the database, so this
// runs on a server of its own on PostgreSQL.

const PORT = 3712;
const BASE = `http://localhost:${PORT}`;
// An on-demand litigation-skills course: New York approves it as skills credit here.
const COURSE = "ai-assisted-deposition-trial-preparation";

test.describe("state restrictions on credit", () => {
  // One server of its own on a fixed port: the tests share it, one after the other.
  test.describe.configure({ mode: "serial" });
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_restrictions", [PORT]);
    await sql(
      `update course_state_approvals set credits = '{"skills": 1.5}'
        where course_id = $1 and state_slug = 'new-york'`,
      [COURSE],
    );
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);

  async function signIn(
    page: import("@playwright/test").Page,
    state: string,
    admittedOn: string,
  ): Promise<string> {
    const person = newUser();
    const uid = await signUpConfirmed(BASE, servers?.databaseUrl, person, state);
    await sql(
      `insert into bar_admissions (id, uid, state, bar_number, admitted_on)
       values ($1, $2, $3, '7654321', $4)`,
      [`e2e-${uid}`, uid, state, admittedOn],
    );
    const login = await page.request.post(`${BASE}/login`, {
      form: { email: person.email, password: person.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    return uid;
  }

  test("a newly admitted New Yorker is told before paying that skills credit on demand does not count", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Admitted this year: newly admitted for two years.
    const admitted = `${new Date().getUTCFullYear()}-01-05`;
    const uid = await signIn(page, "new-york", admitted);
    const notice =
      /You are a newly admitted New York attorney \(until .+\), so the skills credit of this course does not count for you in New York if you watch it on demand/;

    await test.step("on the course page, beside Register", async () => {
      await page.goto(`${BASE}/courses/${COURSE}`);
      const region = page.getByRole("region", { name: "Before you buy: your state's rules" });
      await expect(region).toContainText(notice);
      await expect(region).toContainText("live classroom or by fully interactive videoconference");
      await expectNoAxeViolations(page);
    });

    await test.step("on the payment page, above Pay", async () => {
      await page.goto(`${BASE}/payment?courseId=${COURSE}`);
      const region = page.getByRole("region", { name: "Before you pay: your state's rules" });
      await expect(region).toContainText(notice);
      await expect(page.getByRole("button", { name: /^Pay \$/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step("the tracker says why such a credit is not counted", async () => {
      await sql(
        `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
           format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
           codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
         values ('LX-E2E3-NYNA-0001', $1, $2, 'new-york', 'Jane Smyth', '7654321',
           'AI-Assisted Deposition and Trial Preparation', 'self-study', 'approved', 'LXE-NY-26001',
           $3, '{"skills": 1.5}', 50, 2, 2, 3600, 'I attended.', 'Jane Smyth', now())`,
        [uid, COURSE, new Date().toISOString().slice(0, 10)],
      );
      await page.goto(`${BASE}/dashboard/credits`);
      const newYork = page.getByRole("region", { name: "New York", exact: true });
      await expect(newYork).toContainText(/You are a newly admitted New York attorney until/);
      await expect(newYork.getByText("Not counted: 1.5 Skills.")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test("a Missouri attorney sees on-demand counted as self-study: course page, tracker, certificate", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const uid = await signIn(page, "missouri", "2012-09-14");

    await test.step("the course page says so before purchase", async () => {
      await page.goto(`${BASE}/courses/${COURSE}`);
      const region = page.getByRole("region", { name: "Before you buy: your state's rules" });
      await expect(region).toContainText(
        "Missouri: watched on demand, this course counts only as self-study.",
      );
      await expect(region).toContainText("At most 6 hours of self-study count");
      await expectNoAxeViolations(page);
    });

    const id = "LX-E2E3-MOSS-0001";
    const today = new Date().toISOString().slice(0, 10);
    await sql(
      `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
         format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
         codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
       values ($1, $2, $3, 'missouri', 'Jane Smyth', '7654321', 'AI-Assisted Deposition and Trial Preparation',
         'self-study', 'approved', 'MO12345', $4, '{"general": 1.5}', 50, 2, 2, 3600,
         'I attended.', 'Jane Smyth', now())`,
      [id, uid, COURSE, today],
    );

    await test.step("the tracker counts it as self-study and says why", async () => {
      await page.goto(`${BASE}/dashboard/credits`);
      const missouri = page.getByRole("region", { name: "Missouri", exact: true });
      await expect(missouri.getByText("Counted as self-study: 1.5 General.")).toBeVisible();
      await expect(
        missouri.getByText(/Missouri does not accredit on-demand courses/).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step("the certificate says it too", async () => {
      await page.goto(`${BASE}/certificates/${id}`);
      await expect(
        page.getByRole("definition").filter({ hasText: "they count only as self-study" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
