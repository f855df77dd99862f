import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_FORCE_SINCE } from "~/content/state-rules/provider-obligations";
import { user } from "~/db/schema/auth";
import { barReports } from "~/db/schema/bar-reports";
import { staffRoleGrants } from "~/db/schema/staff";
import { scheduleToday } from "~/lib/format";
import { reportContents } from "~/modules/bar-reports/load-bar-report.server";
import { action, loader } from "~/routes/staff/report";
import { loader as fileLoader } from "~/routes/staff/report-file";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";
import { START } from "../support/attendance-fixtures";
import { admit, dueOf, onDemandKey, reportedCertificate } from "../support/bar-report-fixtures";

type Args = Parameters<typeof loader>[0];

/** What a route threw or returned: a data() answer's status and body, or a Response. */
async function answer(run: () => Promise<unknown>) {
  const result = await run().catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, data: null, response: result };
  const shaped = result as { init?: { status?: number } | null; data?: unknown };
  return { status: shaped.init?.status ?? 200, data: shaped.data, response: null };
}

// The report page and its file, through the routes, on today's clock: a
// Georgia completion of ten days ago is due in twenty.
describe.each(DATABASE_KINDS)("a report's page and file on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let officer: string;
  let attorneyCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    context = createTestContext(database);
    const staff = await signUpMember(context, `reports-officer-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db
      .insert(staffRoleGrants)
      .values({ userId: staff.user.id, role: "compliance_officer" });
    officer = staff.cookie;
    attorneyCookie = (await signUpMember(context, `reports-attorney-${kind}`)).cookie;
  });
  afterAll(() => database?.destroy());

  const args = (id: string, cookie: string, form?: Record<string, string>) =>
    ({
      request: browserRequest(`/staff/reports/${id}`, { cookie, form }),
      params: { reportId: id },
      context: { ...context },
      unstable_pattern: "",
    }) as unknown as Args;
  const get = (id: string, cookie = officer) => answer(() => loader(args(id, cookie)));
  const file = (id: string, cookie = officer) =>
    answer(() => fileLoader(args(id, cookie) as unknown as Parameters<typeof fileLoader>[0]));
  const post = (id: string, form: Record<string, string>, cookie = officer) =>
    answer(() => action(args(id, cookie, form) as unknown as Parameters<typeof action>[0]));

  it("refuses the file while a bar number is missing, then streams it, and submits once", async () => {
    const today = scheduleToday();
    const completedOn = scheduleToday(new Date(Date.now() - 10 * 86_400_000));
    const attorney = await reportedCertificate(database.db, {
      state: "georgia",
      completedOn,
      barNumber: null,
      name: "Ada Quill",
    });
    const key = onDemandKey("georgia", completedOn.slice(0, 7));

    expect((await get(key, attorneyCookie)).status).toBe(403);
    expect((await file(key, attorneyCookie)).status).toBe(403);
    const page = await get(key);
    expect(page).toMatchObject({
      status: 200,
      data: { report: { status: "due", problems: [{ certificateId: attorney.id }] } },
    });
    const refused = await file(key);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      message: expect.stringMatching(/no bar number for Georgia/),
    });

    await admit(database.db, attorney.uid, "georgia", "GA-31337");
    const csv = await file(key);
    expect(csv.status).toBe(200);
    expect(csv.response?.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await csv.response?.text()).toContain(`Ada Quill,GA-31337,Georgia,GA-26-0010,`);

    const report = await dueOf(database.db, key, new Date().toISOString());
    const form = {
      submittedOn: today,
      reference: "GA-RCPT-1",
      note: "",
      contents: reportContents(report),
      sequence: "1",
    };
    expect(await post(key, { ...form, reference: " " })).toMatchObject({
      status: 400,
      data: { errors: { reference: expect.any(String) } },
    });
    expect(await post(key, { ...form, submittedOn: "2999-01-01" })).toMatchObject({
      status: 400,
      data: { errors: { submittedOn: expect.any(String) } },
    });
    expect((await post(key, { ...form, contents: "a".repeat(64) })).status).toBe(409);
    const done = await post(key, form);
    expect(done.status).toBe(302);
    const location = done.response?.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/staff\/reports\/BR-[A-Z0-9]{4}-[A-Z0-9]{4}\?submitted=1$/);
    // The same form again (a second tab, a double submit): told who was first.
    const again = await post(key, form);
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({
      message: expect.stringMatching(/already marked this report submitted/),
    });
    expect(
      await database.db.select().from(barReports).where(eq(barReports.slotKey, key)),
    ).toHaveLength(1);

    // The slot's address leads to the submitted report, whose file is its frozen lines.
    const id = location.split("/").pop()?.split("?")[0] ?? "";
    const moved = await get(key);
    expect(moved.response?.headers.get("Location")).toBe(`/staff/reports/${id}`);
    // With the rule it was made under: Georgia's first version, and its sources.
    expect((await get(id)).data).toMatchObject({
      report: { status: "submitted", rulesEffectiveFrom: IN_FORCE_SINCE },
      contents: null,
      rule: {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
        sources: [{ key: "GA-BAR" }, { key: "GA-REG" }],
      },
    });
    expect(await (await file(id)).response?.text()).toContain("GA-31337");
    expect((await post(id, form)).status).toBe(409);
  });

  it("answers 404 for an address that names no report", async () => {
    for (const bad of [
      "BR-AAAA-AAAA",
      "georgia~live~nothing",
      "a~b",
      "x".repeat(400),
      "georgia~on-demand~c~2026-13",
    ]) {
      expect((await get(bad)).status, bad).toBe(404);
      expect((await file(bad)).status, bad).toBe(404);
    }
    const form = {
      submittedOn: "2026-01-05",
      reference: "x",
      note: "",
      contents: "0".repeat(64),
      sequence: "1",
    };
    expect((await post("georgia~live~nothing", form)).status).toBe(404);
    expect((await post("a~b", form)).status).toBe(404);
  });
});
