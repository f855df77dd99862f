import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { states } from "~/db/schema/catalogue";
import { listCreditReporting } from "~/modules/bar-reports/list-credit-reporting.server";
import { getCertificate } from "~/modules/certificates/get-certificate.server";
import { printStateForm } from "~/modules/state-forms/print-state-form.server";
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
import { pdfText } from "../support/pdf-text";

// The states' prescribed certificates filled in beside ours, and California's
// attendance upload in the reporting queue. Expected values come from the
// research (../shared/data/cle-accreditation-conditions.md §7 and
// "Corrections"), worked out by hand:
//   Virginia     Form 2 for approved courses: course information, approved hours, the VA course ID
//   California   certificate of attendance: name, bar number, title, time, date, location, hours by subject
//   New York     its certificate's field list is unconfirmed: ours only
//   New Jersey   the Board's certificate's fields were not found: ours only
//   Illinois     no prescribed certificate
//   California   attendance within 60 days of the activity since 2 October 2023; none before

const BASE_URL = "https://cle.example.test";

type FormCase = {
  name: string;
  state: string;
  pending?: boolean;
  /** A live session held that day (in New York time, 1 pm); else on demand. */
  liveAt?: string;
  completedOn: string;
  credits?: Record<string, number>;
  /** The form's id, or null for the product's certificate alone. */
  form: string | null;
  /** Text the filled form's PDF must show (the labels print in capitals). */
  shows?: string[];
};

const FORM_CASES: FormCase[] = [
  {
    name: "Virginia, approved, on demand: Form 2 with the Virginia course ID",
    state: "virginia",
    completedOn: "2026-09-14",
    credits: { general: 1, ethics: 0.5 },
    form: "virginia-form-2",
    shows: [
      "Virginia Certification of Attendance (Form 2)",
      "VIRGINIA STATE BAR NUMBER BN-",
      "VIRGINIA COURSE ID VA-26-0010",
      "APPROVED HOURS 1.5",
      "FORMAT On-Demand",
      "DATE September 14, 2026",
      "General 1.0 Ethics 0.5 Total 1.5",
    ],
  },
  {
    name: "Virginia, approval pending: no course ID yet, so ours only",
    state: "virginia",
    pending: true,
    completedOn: "2026-09-15",
    form: null,
  },
  {
    name: "California, approved, live: the certificate with time and location",
    state: "california",
    liveAt: "2027-05-03T17:00:00Z",
    completedOn: "2027-05-03",
    credits: { general: 1, ethics: 1 },
    form: "california-certificate",
    shows: [
      "California MCLE Certificate of Attendance",
      "ACTIVITY TITLE Persuasive Brief Writing with AI Assistants",
      "LOCATION Online (live webcast)",
      "TIME Monday, May 3, 2027 at 1:00 PM EDT",
      "APPROVED HOURS 2.0",
      "Total 2.0",
    ],
  },
  {
    name: "California, on demand: self-paced, online",
    state: "california",
    completedOn: "2027-05-04",
    form: "california-certificate",
    shows: ["LOCATION Online (on demand)", "TIME Self-paced, completed May 4, 2027"],
  },
  {
    name: "New York, accredited: its certificate's fields are unconfirmed, ours only",
    state: "new-york",
    completedOn: "2026-09-16",
    form: null,
  },
  {
    name: "New Jersey: the Board's certificate's fields were not found, ours only",
    state: "new-jersey",
    completedOn: "2026-09-17",
    form: null,
  },
  {
    name: "Illinois prescribes no certificate",
    state: "illinois",
    completedOn: "2026-09-18",
    form: null,
  },
];

describe.each(DATABASE_KINDS)("state forms and California's upload on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    // The catalogue does not list California; its rules are in the data all the same.
    await database.db
      .insert(states)
      .values([{ slug: "california", name: "California", code: "CA", position: 101 }]);
  });
  afterAll(() => database?.destroy());

  it.each(FORM_CASES)("$name", async (row) => {
    const session = row.liveAt ? await heldSession(db(), row.liveAt) : null;
    const written = await reportedCertificate(db(), {
      state: row.state,
      completedOn: row.completedOn,
      pending: row.pending,
      liveSessionId: session,
      credits: row.credits,
    });
    const certificate = await getCertificate(db(), written.id);
    if (!certificate) throw new Error("the certificate was not written");
    const file = await printStateForm(certificate, `${BASE_URL}/certificates/${written.id}`);
    if (row.form === null) {
      expect(file).toBeNull();
      return;
    }
    expect(file?.filename).toBe(`${row.form}-${written.id}.pdf`);
    const { pages, info } = await pdfText(file?.pdf ?? new Uint8Array());
    const text = pages.join(" ");
    expect(pages).toHaveLength(1);
    expect(text).toContain(written.name);
    expect(text).toContain(`Issued with certificate ${written.id}`);
    expect(text).toContain(`${BASE_URL}/certificates/${written.id}`);
    for (const shown of row.shows ?? []) expect(text).toContain(shown);
    expect(info.Title).toBe(
      row.form === "virginia-form-2"
        ? "Virginia Certification of Attendance (Form 2)"
        : "California MCLE Certificate of Attendance",
    );
  });

  type QueueCase = {
    name: string;
    completedOn: string;
    liveAt?: string;
    now: string;
    status: "due" | "overdue" | "not-needed";
    dueOn: string | null;
    /** What the attorney sees on the tracker and the certificate page. */
    attorneySees: { kind: "due"; dueOn: string; overdue: boolean } | { kind: "attorney" };
  };

  // An on-demand window (a month) is one report judged by the rule in force on
  // its last day (decision 0040): September 2023 is the last window without a
  // report; October 2023, the rule's first, is reported whole.
  const QUEUE_CASES: QueueCase[] = [
    {
      name: "on demand, 30 September 2023, the last window before the rule: no report",
      completedOn: "2023-09-30",
      now: "2023-10-05T15:00:00Z",
      status: "not-needed",
      dueOn: null,
      attorneySees: { kind: "attorney" },
    },
    {
      name: "on demand, 2 October 2023, the rule's first day: due 60 days later, 1 December",
      completedOn: "2023-10-02",
      now: "2023-10-05T15:00:00Z",
      status: "due",
      dueOn: "2023-12-01",
      attorneySees: { kind: "due", dueOn: "2023-12-01", overdue: false },
    },
    {
      name: "live on 29 September 2023, before the rule: no report",
      completedOn: "2023-09-29",
      liveAt: "2023-09-29T17:00:00Z",
      now: "2023-10-05T15:00:00Z",
      status: "not-needed",
      dueOn: null,
      attorneySees: { kind: "attorney" },
    },
    {
      name: "on demand, 10 January 2027: due 11 March, overdue on 15 March",
      completedOn: "2027-01-10",
      now: "2027-03-15T15:00:00Z",
      status: "overdue",
      dueOn: "2027-03-11",
      attorneySees: { kind: "due", dueOn: "2027-03-11", overdue: true },
    },
    {
      name: "live on 7 June 2027: due 6 August",
      completedOn: "2027-06-07",
      liveAt: "2027-06-07T17:00:00Z",
      now: "2027-06-10T15:00:00Z",
      status: "due",
      dueOn: "2027-08-06",
      attorneySees: { kind: "due", dueOn: "2027-08-06", overdue: false },
    },
  ];

  it.each(QUEUE_CASES)("California's queue, $name", async (row) => {
    const session = row.liveAt ? await heldSession(db(), row.liveAt) : null;
    const certificate = await reportedCertificate(db(), {
      state: "california",
      completedOn: row.completedOn,
      liveSessionId: session,
    });
    const key = session
      ? liveKey("california", session)
      : onDemandKey("california", row.completedOn.slice(0, 7));
    const report = await dueOf(db(), key, row.now);
    expect(report).toMatchObject({
      status: row.status,
      dueOn: row.dueOn,
      feeCents: 0,
      attendees: 1,
    });
    if (row.status !== "not-needed") {
      expect(report.ruleText).toContain("within 60 days");
      expect(report.ruleText).toContain("3.602(C)");
    }
    const seen = (await listCreditReporting(db(), certificate.uid, new Date(row.now))).get(
      certificate.id,
    );
    expect(seen).toMatchObject({ ...row.attorneySees, stateName: "California" });
  });
});
