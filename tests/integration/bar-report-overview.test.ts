import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleToday } from "~/lib/format";
import { submitBarReport } from "~/modules/bar-reports/submit-bar-report.server";
import { summariseDueReports } from "~/modules/bar-reports/summarise-due-reports.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { START } from "../support/attendance-fixtures";
import {
  dueOf,
  heldSession,
  liveKey,
  reportedCertificate,
  submission,
} from "../support/bar-report-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";

// The console's overview: reports overdue, and those due within 7 days
// (today and the 7 days after it), on a fixed clock. Each report is a
// Georgia live session (due 30 days after it), so the days below are the
// sessions' days, worked out by hand for each clock.

type Clock = {
  name: string;
  now: string;
  /** The session's day for each report, by how it stands against the clock's day. */
  held: {
    dueToday: string;
    dueIn6: string;
    dueIn7: string;
    dueIn8: string;
    overdueBy1: string;
    submittedDueIn1: string;
    submittedOverdue: string;
  };
};

const CLOCKS: Clock[] = [
  {
    // Today is 15 March 2027.
    name: "an ordinary week",
    now: "2027-03-15T15:00:00Z",
    held: {
      dueToday: "2027-02-13", // + 30 days = 15 March
      dueIn6: "2027-02-19", // = 21 March
      dueIn7: "2027-02-20", // = 22 March
      dueIn8: "2027-02-21", // = 23 March
      overdueBy1: "2027-02-12", // = 14 March
      submittedDueIn1: "2027-02-14", // = 16 March
      submittedOverdue: "2027-02-10", // = 12 March
    },
  },
  {
    // Half past midnight in New York on Monday 1 November 2027; the clocks go back on
    // 7 November, so 7 × 24 hours later is still 7 November there, not the 8th.
    name: "half past midnight, the week the clocks go back",
    now: "2027-11-01T04:30:00Z",
    held: {
      dueToday: "2027-10-02", // + 30 days = 1 November
      dueIn6: "2027-10-08", // = 7 November
      dueIn7: "2027-10-09", // = 8 November
      dueIn8: "2027-10-10", // = 9 November
      overdueBy1: "2027-10-01", // = 31 October
      submittedDueIn1: "2027-10-03", // = 2 November
      submittedOverdue: "2027-09-28", // = 28 October
    },
  },
  {
    // Half past eleven at night in New York on Monday 8 March 2027; the clocks go forward
    // on 14 March, so 7 × 24 hours later is already 16 March there, not the 15th.
    name: "late at night, the week the clocks go forward",
    now: "2027-03-09T04:30:00Z",
    held: {
      dueToday: "2027-02-06", // + 30 days = 8 March
      dueIn6: "2027-02-12", // = 14 March
      dueIn7: "2027-02-13", // = 15 March
      dueIn8: "2027-02-14", // = 16 March
      overdueBy1: "2027-02-05", // = 7 March
      submittedDueIn1: "2027-02-07", // = 9 March
      submittedOverdue: "2027-02-03", // = 5 March
    },
  },
];

describe.each(DATABASE_KINDS)("the overview's reports due this week on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  it.each(CLOCKS)("$name", async ({ now, held }) => {
    const sessions = new Map<string, keyof Clock["held"]>();
    for (const [label, day] of Object.entries(held) as [keyof Clock["held"], string][]) {
      const session = await heldSession(db(), `${day}T17:00:00Z`);
      await reportedCertificate(db(), {
        state: "georgia",
        completedOn: day,
        liveSessionId: session,
      });
      sessions.set(session, label);
    }
    // Two are marked submitted, one on time and one late: neither is listed again.
    for (const [session, label] of sessions) {
      if (!label.startsWith("submitted")) continue;
      const report = await dueOf(db(), liveKey("georgia", session), now);
      const outcome = await submitBarReport(
        db(),
        COMPLIANCE,
        submission(report, scheduleToday(new Date(now)), `GA-${label}`),
        new Date(now),
      );
      expect(outcome).toMatchObject({ ok: true });
    }

    const summary = await summariseDueReports(db(), 7, new Date(now));
    // Only this clock's Georgia sessions (other clocks', and Washington's reports of the
    // same sessions, are not what is checked here).
    const labelOf = new Map(
      [...sessions].map(([session, label]) => [liveKey("georgia", session), label]),
    );
    const labels = (rows: typeof summary.dueSoon) =>
      rows
        .flatMap((row) => {
          const label = labelOf.get(row.id);
          return label ? [label] : [];
        })
        .sort();
    expect(labels(summary.dueSoon)).toEqual(["dueIn6", "dueIn7", "dueToday"]);
    expect(labels(summary.overdue)).toEqual(["overdueBy1"]);
    expect(
      [...summary.dueSoon, ...summary.overdue].every((row) => row.status !== "submitted"),
    ).toBe(true);
    expect(summary.more).toBe(false);
  });
});
