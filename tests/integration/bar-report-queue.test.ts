import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates } from "~/db/schema/certificates";
import type { ReportStatusFilter } from "~/modules/bar-reports/bar-report-fields";
import { listBarReportQueue } from "~/modules/bar-reports/list-bar-report-queue.server";
import { listBarReports } from "~/modules/bar-reports/list-bar-reports.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { START } from "../support/attendance-fixtures";
import { admit, heldSession, reportedCertificate } from "../support/bar-report-fixtures";

// The stored queue (decision 0077, "Reports and checks") says what the
// derived queue says, after each kind of write the triggers mark, and on a
// later day (overdue, with its late fee) without any write.

const DECEMBER = new Date("2026-12-01T15:00:00Z");
const NEXT_SUMMER = new Date("2027-07-01T15:00:00Z");

const shown = (row: {
  id: string;
  status: string;
  dueOn: string | null;
  feeCents: number;
  late: boolean;
  attendees: number;
  waiting: number | readonly unknown[];
}) => ({
  id: row.id,
  status: row.status,
  dueOn: row.dueOn,
  feeCents: row.feeCents,
  late: row.late,
  attendees: row.attendees,
  waiting: typeof row.waiting === "number" ? row.waiting : row.waiting.length,
});

describe.each(DATABASE_KINDS)("the stored reporting queue on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  async function expectSameQueue(now: Date, status: ReportStatusFilter = "all") {
    const db = database.db;
    const stored = await listBarReportQueue(db, { status }, null, now);
    const derived = await listBarReports(db, { status }, now);
    expect(stored.reports.map(shown)).toEqual(derived.slice(0, 50).map(shown));
    expect(stored.total).toEqual({ count: derived.length, more: false });
    return derived.length;
  }

  it("follows certificates, admissions, sessions and the clock", async () => {
    const db = database.db;
    expect(await expectSameQueue(DECEMBER)).toBe(0);
    await reportedCertificate(db, { state: "georgia", completedOn: "2026-11-20" });
    await reportedCertificate(db, { state: "texas", completedOn: "2026-11-21", pending: true });
    const missing = await reportedCertificate(db, {
      state: "illinois",
      completedOn: "2026-11-22",
      barNumber: null,
    });
    await expectSameQueue(DECEMBER);
    // The bar number a certificate falls back on, and a certificate changed in place.
    await admit(db, missing.uid, "illinois", "IL-123");
    await db
      .update(certificates)
      .set({ completedOn: "2026-11-25" })
      .where(eq(certificates.id, missing.id));
    await expectSameQueue(DECEMBER);
    // A live session that ends with attendees, and a later day: overdue, with the late fee.
    const session = await heldSession(db, "2026-11-24T17:00:00Z");
    await reportedCertificate(db, {
      state: "georgia",
      completedOn: "2026-11-24",
      liveSessionId: session,
    });
    await expectSameQueue(DECEMBER);
    await expectSameQueue(NEXT_SUMMER);
    expect(await expectSameQueue(NEXT_SUMMER, "overdue")).toBeGreaterThan(0);
    await expectSameQueue(NEXT_SUMMER, "open");
  });

  it("leaves none of its titles' trigrams pending once it has written (the embedded database never vacuums)", async () => {
    const db = database.db;
    const pending = async () => {
      const merged = await db.execute(
        sql`select gin_clean_pending_list('bar_report_queue_title_search_idx'::regclass) as pages`,
      );
      return Number((merged as unknown as { rows: { pages: number }[] }).rows[0]?.pages);
    };
    await reportedCertificate(db, { state: "georgia", completedOn: "2026-11-26" });
    await expectSameQueue(NEXT_SUMMER);
    expect(await pending()).toBe(0);
    // The control: a row written without the refresh leaves its trigrams pending.
    await db.execute(sql`insert into bar_report_queue
      select 'pending-check', course_id, state_slug, state_name, scope, period, held_on, course_title, status,
        due_key, sequence, fee_cents, late_fee_cents, late, attendees, waiting, problems, confidence,
        correction_of_id, submitted
      from bar_report_queue limit 1`);
    try {
      expect(await pending()).toBeGreaterThan(0);
    } finally {
      await db.execute(sql`delete from bar_report_queue where id = 'pending-check'`);
    }
  });

  it("is searched by words of the course title, in any case, with % and _ as themselves", async () => {
    const all = await listBarReportQueue(database.db, { status: "all" }, null, NEXT_SUMMER);
    const title = all.reports[0]?.courseTitle ?? "";
    expect(title.length).toBeGreaterThan(4);
    const part = title.slice(1, -1).toUpperCase();
    const found = await listBarReportQueue(
      database.db,
      { status: "all", q: `  ${part} ` },
      null,
      NEXT_SUMMER,
    );
    const expected = all.reports.filter((row) =>
      row.courseTitle.toLowerCase().includes(part.toLowerCase()),
    );
    expect(found.reports.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    for (const q of ["%", "_", `${part}-nothing`]) {
      const none = await listBarReportQueue(database.db, { status: "all", q }, null, NEXT_SUMMER);
      expect(none.total, q).toEqual({ count: 0, more: false });
    }
  });

  it("is kept over a restart's seed, and derived again only when a state is renamed", async () => {
    const db = database.db;
    const queueState = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as n from bar_report_queue_state`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    await expectSameQueue(NEXT_SUMMER);
    expect(await queueState()).toBe(1);
    // Every start-up seeds the catalogue: the states it upserts are unchanged.
    await seedDatabase(db, START);
    expect(await queueState()).toBe(1);
    await db.execute(sql`update states set position = position where slug = 'georgia'`);
    expect(await queueState()).toBe(1);
    // A rename is on every row of that state's reports: the queue is derived again.
    await db.execute(sql`update states set name = 'Georgia (renamed)' where slug = 'georgia'`);
    expect(await queueState()).toBe(0);
    const renamed = await listBarReportQueue(db, { status: "all" }, null, NEXT_SUMMER);
    expect(renamed.reports.map((report) => report.stateName)).toContain("Georgia (renamed)");
    await expectSameQueue(NEXT_SUMMER);
    await seedDatabase(db, START);
    expect(await queueState()).toBe(0);
  });

  it("derives everything again after a TRUNCATE of what it is derived from", async () => {
    const db = database.db;
    // (After the test above, on its latest clock: the queue never goes back in time.)
    await reportedCertificate(db, { state: "georgia", completedOn: "2027-06-18" });
    const before = await expectSameQueue(NEXT_SUMMER);
    // A TRUNCATE fires no row or statement trigger of the other kinds (migration 0069).
    await db.execute(sql`truncate certificates cascade`);
    const stale = await db.execute(sql`select course_id from credit_check_stale`);
    expect((stale as unknown as { rows: { course_id: string }[] }).rows).toContainEqual({
      course_id: "*",
    });
    expect(await expectSameQueue(NEXT_SUMMER)).toBeLessThan(before);
    await reportedCertificate(db, { state: "georgia", completedOn: "2027-06-19" });
    const refilled = await expectSameQueue(NEXT_SUMMER);
    await db.execute(sql`truncate bar_report_queue`);
    expect(await expectSameQueue(NEXT_SUMMER)).toBe(refilled);
  });
});
