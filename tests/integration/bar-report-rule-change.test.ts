import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_FORCE_SINCE } from "~/content/state-rules/provider-obligations";
import { barReports } from "~/db/schema/bar-reports";
import { loadBarReport } from "~/modules/bar-reports/load-bar-report.server";
import { submitBarReport } from "~/modules/bar-reports/submit-bar-report.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { START } from "../support/attendance-fixtures";
import {
  dueOf,
  heldSession,
  liveKey,
  onDemandKey,
  reportedCertificate,
  submission,
} from "../support/bar-report-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";
import {
  ILLINOIS_CHANGE_DAY,
  ILLINOIS_CHANGE_SOURCE,
  ILLINOIS_CHANGED,
} from "../support/rule-change";

// A change to a state's provider obligations, effective on a day, as a
// developer writes it into the data (tests/support/rule-change.ts). Illinois
// today (../shared/data/cle-provider-obligations.md §1): the last day of the
// month after completion, $0.75 per attorney per credit hour. The change, from
// 1 March 2027: 45 days, $1. Each attendee here has 2 credit hours.
//   Before the change: due the last day of the next month, 2 h × $0.75 = $1.50.
//   From the change:   due 45 days after completion,       2 h × $1.00 = $2.00.
// A live report takes the rule of the session's day; an on-demand window the
// rule of its last day (docs/decisions/0040-provider-obligations-versions.md).

const CHANGE_DAY = ILLINOIS_CHANGE_DAY;
const NEW_SOURCE = ILLINOIS_CHANGE_SOURCE;
const CHANGED = ILLINOIS_CHANGED;
const TWO_HOURS = { general: 1.5, ethics: 0.5 };

describe.each(DATABASE_KINDS)("a change to a state's provider obligations on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  const complete = (completedOn: string, liveSessionId: string | null = null) =>
    reportedCertificate(db(), {
      state: "illinois",
      completedOn,
      credits: TWO_HOURS,
      liveSessionId,
    });

  it("judges reports of completions before the change by the old rule and after it by the new", async () => {
    await complete("2027-02-10");
    await complete("2027-03-10");
    const before = await heldSession(db(), "2027-02-26T17:00:00Z");
    await complete("2027-02-26", before);
    const after = await heldSession(db(), "2027-03-02T17:00:00Z");
    await complete("2027-03-02", after);
    const now = "2027-03-12T15:00:00Z";

    expect(await dueOf(db(), onDemandKey("illinois", "2027-02"), now, CHANGED)).toMatchObject({
      // Not 27 March (10 February + 45 days) nor $2.00: the window ended before the change.
      dueOn: "2027-03-31",
      feeCents: 150,
      rulesEffectiveFrom: IN_FORCE_SINCE,
    });
    expect(await dueOf(db(), liveKey("illinois", before), now, CHANGED)).toMatchObject({
      dueOn: "2027-03-31",
      feeCents: 150,
      rulesEffectiveFrom: IN_FORCE_SINCE,
    });
    expect(await dueOf(db(), onDemandKey("illinois", "2027-03"), now, CHANGED)).toMatchObject({
      // 10 March + 45 days = 24 April (the old rule: 30 April).
      dueOn: "2027-04-24",
      feeCents: 200,
      rulesEffectiveFrom: CHANGE_DAY,
      ruleText: expect.stringMatching(/changed rule/),
    });
    expect(await dueOf(db(), liveKey("illinois", after), now, CHANGED)).toMatchObject({
      // 2 March + 45 days = 16 April.
      dueOn: "2027-04-16",
      feeCents: 200,
      rulesEffectiveFrom: CHANGE_DAY,
    });
  });

  it("shows a submitted report under the rule it was made under after the rule changes", async () => {
    await complete("2027-01-12");
    await complete("2027-04-05");
    // Submitted before anyone knew of the change: the data as it is today.
    const januaryKey = onDemandKey("illinois", "2027-01");
    const january = await dueOf(db(), januaryKey, "2027-02-05T15:00:00Z");
    const outcome = await submitBarReport(
      db(),
      COMPLIANCE,
      submission(january, "2027-02-05", "PCAM-JAN"),
      new Date("2027-02-05T15:00:00Z"),
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    // Submitted after the change, under it.
    const aprilKey = onDemandKey("illinois", "2027-04");
    const april = await dueOf(db(), aprilKey, "2027-05-03T15:00:00Z", CHANGED);
    const later = await submitBarReport(
      db(),
      COMPLIANCE,
      submission(april, "2027-05-03", "PCAM-APR"),
      new Date("2027-05-03T15:00:00Z"),
      CHANGED,
    );
    if (!later.ok) throw new Error(later.reason);

    const stored = async (id: string) =>
      (await db().select().from(barReports).where(eq(barReports.id, id)))[0];
    expect(await stored(outcome.id)).toMatchObject({
      rulesEffectiveFrom: IN_FORCE_SINCE,
      feeCents: 150,
      dueOn: "2027-02-28",
    });
    expect(await stored(later.id)).toMatchObject({
      rulesEffectiveFrom: CHANGE_DAY,
      feeCents: 200,
      dueOn: "2027-05-20",
    });

    // The January report's page, read after the change: its own rule, text and sources.
    const page = await loadBarReport(db(), outcome.id, new Date("2027-05-03T15:00:00Z"), CHANGED);
    expect(page?.report).toMatchObject({
      status: "submitted",
      dueOn: "2027-02-28",
      feeCents: 150,
      rulesEffectiveFrom: IN_FORCE_SINCE,
      ruleText: expect.stringMatching(/last day of the month after completion/),
      confidence: "official",
    });
    expect(page?.rule).toMatchObject({ effectiveFrom: IN_FORCE_SINCE, effectiveUntil: CHANGE_DAY });
    expect(page?.rule.sources.map((source) => source.key)).toEqual(["IL-P405", "IL-P410"]);
    const aprilPage = await loadBarReport(
      db(),
      later.id,
      new Date("2027-05-03T15:00:00Z"),
      CHANGED,
    );
    expect(aprilPage?.report.ruleText).toMatch(/changed rule/);
    expect(aprilPage?.rule).toMatchObject({ effectiveFrom: CHANGE_DAY, effectiveUntil: null });
    expect(aprilPage?.rule.sources).toEqual([{ key: "IL-NEW", ...NEW_SOURCE }]);
  });
});
