import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { states } from "~/db/schema/catalogue";
import type { QueueReport } from "~/modules/bar-reports/bar-report-types";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { START } from "../support/attendance-fixtures";
import {
  dueOf,
  heldSession,
  liveKey,
  onDemandKey,
  reportedCertificate,
} from "../support/bar-report-fixtures";

// Due dates and fees of the queue, from completions written to the database
// and read through listAllBarReports. Every expected value is worked out by
// hand from the states' rules in ../shared/data/cle-provider-obligations.md §1:
//   Illinois      the last day of the month after completion; $0.75 per attorney per credit hour
//   Georgia       30 days; $4 per approved hour per Georgia attendee
//   Washington    30 days; $1 per name, $35 late
//   Pennsylvania  30 days; $1.50 per credit hour per attorney
//   New Jersey    15 January and 15 July; no fee
//   California    60 days since 2 October 2023 (Rule 3.602(C)); no report before
//   New York, Florida: no report
// Each case has its own state and window (or live session), so no two meet in one report.

type Completion = { on: string; hours: number };

type Case = {
  name: string;
  state: string;
  /** A live session held that day (its completions are reported with it); else on demand. */
  liveOn?: string;
  /** The on-demand window: a month, or a half-year for New Jersey. */
  period?: string;
  completions: Completion[];
  /** The provider's clock when the queue is read. */
  now: string;
  expected: Pick<QueueReport, "status" | "dueOn" | "feeCents" | "attendees"> & {
    confidence?: QueueReport["confidence"];
  };
};

/** Credits adding up to `hours`: general, with half an hour of ethics when there is room. */
const creditsOf = (hours: number): Record<string, number> =>
  hours > 0.5 ? { general: hours - 0.5, ethics: 0.5 } : { general: hours };

const CASES: Case[] = [
  {
    name: "Illinois, a leap year: completed 31 January 2028, due 29 February",
    state: "illinois",
    period: "2028-01",
    completions: [
      { on: "2028-01-31", hours: 1.5 },
      { on: "2028-01-10", hours: 1.5 },
    ],
    now: "2028-02-10T15:00:00Z",
    // 3 hours × $0.75 = $2.25
    expected: { status: "due", dueOn: "2028-02-29", feeCents: 225, attendees: 2 },
  },
  {
    name: "Illinois, December: due the last day of January of the next year",
    state: "illinois",
    period: "2026-12",
    completions: [{ on: "2026-12-03", hours: 2 }],
    now: "2026-12-20T15:00:00Z",
    // 2 hours × $0.75 = $1.50
    expected: {
      status: "due",
      dueOn: "2027-01-31",
      feeCents: 150,
      attendees: 1,
      confidence: "official",
    },
  },
  {
    name: "Illinois, a month of 30 days after one of 31: completed 31 March, due 30 April",
    state: "illinois",
    period: "2027-03",
    completions: [{ on: "2027-03-31", hours: 1 }],
    now: "2027-05-01T15:00:00Z",
    // Unreported on 1 May: overdue. 1 hour × $0.75.
    expected: { status: "overdue", dueOn: "2027-04-30", feeCents: 75, attendees: 1 },
  },
  {
    name: "Georgia: 30 days after the earliest completion, $4 per hour per attendee",
    state: "georgia",
    period: "2027-03",
    completions: [
      { on: "2027-03-10", hours: 1.5 },
      { on: "2027-03-25", hours: 1 },
    ],
    now: "2027-03-28T15:00:00Z",
    // 10 March + 30 days = 9 April; 2.5 hours × $4 = $10.
    expected: {
      status: "due",
      dueOn: "2027-04-09",
      feeCents: 1000,
      attendees: 2,
      confidence: "secondary",
    },
  },
  {
    name: "Georgia, live: 30 days after the session",
    state: "georgia",
    liveOn: "2027-06-21",
    completions: [{ on: "2027-06-21", hours: 2.5 }],
    now: "2027-06-25T15:00:00Z",
    // 21 June + 30 days = 21 July; 2.5 hours × $4 = $10.
    expected: { status: "due", dueOn: "2027-07-21", feeCents: 1000, attendees: 1 },
  },
  {
    name: "Pennsylvania: 30 days, $1.50 per attorney per credit hour",
    state: "pennsylvania",
    period: "2027-01",
    completions: [
      { on: "2027-01-15", hours: 1.5 },
      { on: "2027-01-20", hours: 1.5 },
    ],
    now: "2027-01-25T15:00:00Z",
    // 15 January + 30 days = 14 February; 3 hours × $1.50 = $4.50.
    expected: {
      status: "due",
      dueOn: "2027-02-14",
      feeCents: 450,
      attendees: 2,
      confidence: "secondary",
    },
  },
  {
    name: "Pennsylvania across a February of 28 days",
    state: "pennsylvania",
    period: "2027-02",
    completions: [{ on: "2027-02-10", hours: 1 }],
    now: "2027-02-20T15:00:00Z",
    // 10 February + 30 days = 12 March; 1 hour × $1.50.
    expected: { status: "due", dueOn: "2027-03-12", feeCents: 150, attendees: 1 },
  },
  {
    name: "Washington, live: 30 days, $1 per name",
    state: "washington",
    liveOn: "2027-05-04",
    completions: [
      { on: "2027-05-04", hours: 1.5 },
      { on: "2027-05-04", hours: 1.5 },
      { on: "2027-05-04", hours: 1 },
    ],
    now: "2027-05-10T15:00:00Z",
    // 4 May + 30 days = 3 June; 3 names × $1 (hours do not count).
    expected: {
      status: "due",
      dueOn: "2027-06-03",
      feeCents: 300,
      attendees: 3,
      confidence: "official",
    },
  },
  {
    name: "Washington, live, unreported after 30 days: $1 per name and the $35 late fee",
    state: "washington",
    liveOn: "2027-08-02",
    completions: [
      { on: "2027-08-02", hours: 1.5 },
      { on: "2027-08-02", hours: 1.5 },
    ],
    now: "2027-09-02T15:00:00Z",
    // 2 August + 30 days = 1 September; 2 × $1 + $35.
    expected: { status: "overdue", dueOn: "2027-09-01", feeCents: 3700, attendees: 2 },
  },
  {
    // The exemption of recorded courses is unconfirmed, so they are reported (decision 0038).
    name: "Washington, on demand: 30 days from the earliest completion, $1 per name",
    state: "washington",
    period: "2027-03",
    completions: [
      { on: "2027-03-10", hours: 1 },
      { on: "2027-03-20", hours: 1.5 },
    ],
    now: "2027-03-25T15:00:00Z",
    // 10 March + 30 days = 9 April; 2 names × $1.
    expected: { status: "due", dueOn: "2027-04-09", feeCents: 200, attendees: 2 },
  },
  {
    name: "New Jersey, July–December: due 15 January of the next year",
    state: "new-jersey",
    period: "2026-H2",
    completions: [
      { on: "2026-07-01", hours: 1.5 },
      { on: "2026-12-31", hours: 1.5 },
    ],
    now: "2027-01-05T15:00:00Z",
    // Which half-year each day covers is assumed, so the rule is marked unconfirmed.
    expected: {
      status: "due",
      dueOn: "2027-01-15",
      feeCents: 0,
      attendees: 2,
      confidence: "unconfirmed",
    },
  },
  {
    name: "New Jersey, January–June: due 15 July",
    state: "new-jersey",
    period: "2027-H1",
    completions: [
      { on: "2027-01-01", hours: 1 },
      { on: "2027-06-30", hours: 1 },
    ],
    now: "2027-07-01T15:00:00Z",
    expected: { status: "due", dueOn: "2027-07-15", feeCents: 0, attendees: 2 },
  },
  {
    name: "New York needs no report",
    state: "new-york",
    period: "2027-04",
    completions: [{ on: "2027-04-14", hours: 1.5 }],
    now: "2027-04-20T15:00:00Z",
    expected: { status: "not-needed", dueOn: null, feeCents: 0, attendees: 1 },
  },
  {
    name: "Florida needs no report",
    state: "florida",
    period: "2027-04",
    completions: [{ on: "2027-04-14", hours: 1.5 }],
    now: "2027-04-20T15:00:00Z",
    expected: { status: "not-needed", dueOn: null, feeCents: 0, attendees: 1 },
  },
  {
    name: "California before 2 October 2023 needs no report",
    state: "california",
    period: "2023-09",
    completions: [{ on: "2023-09-14", hours: 1.5 }],
    now: "2023-09-20T15:00:00Z",
    expected: { status: "not-needed", dueOn: null, feeCents: 0, attendees: 1 },
  },
  {
    name: "California since 2 October 2023: 60 days after the activity, no fee found",
    state: "california",
    period: "2027-04",
    completions: [{ on: "2027-04-14", hours: 1.5 }],
    now: "2027-04-20T15:00:00Z",
    // 14 April + 60 days = 13 June.
    expected: { status: "due", dueOn: "2027-06-13", feeCents: 0, attendees: 1 },
  },
];

describe.each(DATABASE_KINDS)("report due dates and fees from the rules on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    // The catalogue does not list these states yet; their rules are in the data all the same.
    await database.db.insert(states).values([
      { slug: "pennsylvania", name: "Pennsylvania", code: "PA", position: 100 },
      { slug: "california", name: "California", code: "CA", position: 101 },
    ]);
  });
  afterAll(() => database?.destroy());

  it.each(CASES)("$name", async ({ state, liveOn, period, completions, now, expected }) => {
    const session = liveOn ? await heldSession(db(), `${liveOn}T17:00:00Z`) : null;
    for (const completion of completions) {
      await reportedCertificate(db(), {
        state,
        completedOn: completion.on,
        liveSessionId: session,
        credits: creditsOf(completion.hours),
      });
    }
    const key = session ? liveKey(state, session) : onDemandKey(state, period ?? "");
    const report = await dueOf(db(), key, now);
    expect(report).toMatchObject(expected);
    if (expected.status === "not-needed") expect(report.ruleText).not.toBe("");
  });
});
