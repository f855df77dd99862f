import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barReportLines, barReports } from "~/db/schema/bar-reports";
import { certificates } from "~/db/schema/certificates";
import { submitBarReport } from "~/modules/bar-reports/submit-bar-report.server";
import { purgeExpiredRecords } from "~/modules/retention/purge-expired-records.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { START } from "../support/attendance-fixtures";
import {
  dueOf,
  onDemandKey,
  reportedCertificate,
  submission,
} from "../support/bar-report-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";

// A submitted report is frozen by the database itself (migration 0041), not
// only by the code that writes it; what the product still does (a correction,
// the retention purge) goes through.

describe.each(DATABASE_KINDS)("a submitted bar report is frozen on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  /** The database's message when it refuses `statement`; null when it runs. */
  const refusal = (statement: SQL) =>
    db()
      .execute(statement)
      .then(
        () => null,
        (error: unknown) => {
          const failure = error as { message?: string; cause?: { message?: string } };
          return failure.cause?.message ?? failure.message ?? String(error);
        },
      );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  it("refuses changing a report or its lines, whoever asks; a correction and the purge go through", async () => {
    const key = onDemandKey("illinois", "2026-08");
    const closed = await reportedCertificate(db(), {
      state: "illinois",
      completedOn: "2026-08-03",
    });
    const open = await reportedCertificate(db(), { state: "illinois", completedOn: "2026-08-04" });
    const first = await dueOf(db(), key, "2026-09-01T12:00:00Z");
    const outcome = await submitBarReport(
      db(),
      COMPLIANCE,
      submission(first, "2026-09-02", "PCAM-1"),
      new Date("2026-09-02T15:00:00Z"),
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    const id = outcome.id;
    const [before] = await db().select().from(barReports).where(eq(barReports.id, id));

    for (const statement of [
      sql`update bar_reports set fee_cents = 0 where id = ${id}`,
      // The rule it was made under (migration 0043) is frozen with the rest.
      sql`update bar_reports set rules_effective_from = '2027-03-01' where id = ${id}`,
      sql`update bar_reports set reference = 'changed', note = 'later' where id = ${id}`,
      sql`delete from bar_reports where id = ${id}`,
      sql`truncate bar_reports, bar_report_lines`,
      sql`update bar_report_lines set bar_number = 'changed' where report_id = ${id}`,
      sql`insert into bar_report_lines
            (report_id, position, change, certificate_id, chain_id, attorney_name, bar_number,
             course_number, completed_on, credits)
          values (${id}, 99, 'new', 'x', 'x', 'Added Later', '1', 'IL-1', '2026-08-05', '{}')`,
    ]) {
      expect(await refusal(statement)).toMatch(/submitted bar report is frozen/);
    }
    // Nor inside a transaction of its own, after the report's.
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(barReportLines).values({
          reportId: id,
          position: 98,
          change: "new",
          certificateId: "y",
          chainId: "y",
          attorneyName: "Added Later",
          barNumber: "1",
          courseNumber: "IL-1",
          completedOn: "2026-08-05",
          credits: {},
        });
      }),
    ).rejects.toThrow();
    const [after] = await db().select().from(barReports).where(eq(barReports.id, id));
    expect(after).toEqual(before);
    const lines = () => db().select().from(barReportLines).where(eq(barReportLines.reportId, id));
    expect((await lines()).map((line) => line.chainId).sort()).toEqual([closed.id, open.id].sort());

    // A late completion: the correction is a new report, linked, with its own lines.
    const late = await reportedCertificate(db(), { state: "illinois", completedOn: "2026-08-20" });
    const correction = await dueOf(db(), key, "2026-09-10T12:00:00Z");
    expect(correction).toMatchObject({ sequence: 2, correctionOfId: id });
    const second = await submitBarReport(
      db(),
      COMPLIANCE,
      submission(correction, "2026-09-10", "PCAM-2"),
      new Date("2026-09-10T15:00:00Z"),
    );
    if (!second.ok) throw new Error(second.reason);
    expect(
      (await db().select().from(barReportLines).where(eq(barReportLines.reportId, second.id))).map(
        (line) => line.chainId,
      ),
    ).toEqual([late.id]);

    // The retention purge still deletes the lines naming a purged certificate
    // (an account closed, its records' retention over); the open account's line stays.
    await db()
      .update(certificates)
      .set({ uid: null, retainUntil: "2029-08-03" })
      .where(eq(certificates.id, closed.id));
    expect(await purgeExpiredRecords(db(), new Date("2029-08-05T12:00:00Z"))).toMatchObject({
      deleted: 1,
    });
    expect((await lines()).map((line) => line.chainId)).toEqual([open.id]);
  });
});
