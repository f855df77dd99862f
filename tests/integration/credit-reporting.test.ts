import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stateRules, versionInForce } from "~/content/state-rules";
import { certificates } from "~/db/schema/certificates";
import { listCreditReporting } from "~/modules/bar-reports/list-credit-reporting.server";
import { submitBarReport } from "~/modules/bar-reports/submit-bar-report.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { START } from "../support/attendance-fixtures";
import {
  dueOf,
  heldSession,
  onDemandKey,
  reportedCertificate,
  submission,
} from "../support/bar-report-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";

// Where an attorney's completion stands with the state's regulator. Due dates
// are worked out by hand from the states' obligations
// (../shared/data/cle-provider-obligations.md §1); who reports from the
// attorneys' rules (../shared/data/cle-state-rules-and-peers.md). Each case
// uses its own month, so its report holds only its own attorney.

/** What the state's rules say the attorney files, in force on a day (the data, read as the page reads it). */
const attorneyFiles = (state: string, day: string) => {
  const rules = stateRules(state);
  const version = rules ? versionInForce(rules, day) : null;
  return { text: version?.reporting.text, deadlines: version?.deadlines.text };
};

describe.each(DATABASE_KINDS)(
  "a completion's reporting, as its attorney sees it, on %s",
  (kind) => {
    let database: TestDatabase;
    const db = () => database.db;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await seedDatabase(database.db, START);
    });
    afterAll(() => database?.destroy());

    const reportingOf = async (certificate: { id: string; uid: string }, now: string) =>
      (await listCreditReporting(db(), certificate.uid, new Date(now))).get(certificate.id) ?? null;

    it.each([
      // state, completed, now, what the attorney sees
      {
        state: "illinois",
        completedOn: "2026-03-05",
        now: "2026-04-10T12:00:00Z",
        expected: { kind: "due", dueOn: "2026-04-30", overdue: false },
        alsoFiles: true,
      },
      {
        state: "illinois",
        completedOn: "2026-02-05",
        now: "2026-04-10T12:00:00Z",
        expected: { kind: "due", dueOn: "2026-03-31", overdue: true },
        alsoFiles: true,
      },
      {
        state: "florida",
        completedOn: "2026-03-06",
        now: "2026-03-10T12:00:00Z",
        expected: { kind: "attorney" },
        alsoFiles: true,
      },
      {
        state: "new-york",
        completedOn: "2026-03-07",
        now: "2026-03-10T12:00:00Z",
        expected: { kind: "attorney" },
        alsoFiles: true,
      },
    ])("$state, completed $completedOn, seen $now: $expected.kind", async (row) => {
      const certificate = await reportedCertificate(db(), {
        state: row.state,
        completedOn: row.completedOn,
      });
      expect(await reportingOf(certificate, row.now)).toEqual({
        ...row.expected,
        stateName: expect.any(String),
        attorneyReports: row.alsoFiles ? attorneyFiles(row.state, row.completedOn) : null,
      });
    });

    it("Georgia, live: ours to report 30 days after the session, only ours, late after that", async () => {
      const session = await heldSession(db(), "2026-05-12T17:00:00Z");
      const certificate = await reportedCertificate(db(), {
        state: "georgia",
        completedOn: "2026-05-12",
        liveSessionId: session,
      });
      expect(await reportingOf(certificate, "2026-05-20T12:00:00Z")).toEqual({
        kind: "due",
        dueOn: "2026-06-11",
        overdue: false,
        stateName: "Georgia",
        attorneyReports: null,
      });
      expect(await reportingOf(certificate, "2026-06-20T12:00:00Z")).toMatchObject({
        kind: "due",
        overdue: true,
      });
    });

    it("waits for the state's approval, and for the attorney's bar number", async () => {
      const pending = await reportedCertificate(db(), {
        state: "illinois",
        completedOn: "2026-06-05",
        pending: true,
      });
      expect(await reportingOf(pending, "2026-06-10T12:00:00Z")).toMatchObject({
        kind: "waiting-approval",
        stateName: "Illinois",
      });
      const unnumbered = await reportedCertificate(db(), {
        state: "illinois",
        completedOn: "2026-06-06",
        barNumber: null,
      });
      expect(await reportingOf(unnumbered, "2026-06-10T12:00:00Z")).toMatchObject({
        kind: "needs-bar-number",
        dueOn: "2026-07-31",
      });
    });

    it("says reported, with the day and reference, as soon as staff mark the report submitted", async () => {
      const certificate = await reportedCertificate(db(), {
        state: "illinois",
        completedOn: "2026-07-08",
      });
      const key = onDemandKey("illinois", "2026-07");
      expect(await reportingOf(certificate, "2026-08-02T12:00:00Z")).toMatchObject({ kind: "due" });
      const report = await dueOf(db(), key, "2026-08-02T12:00:00Z");
      const outcome = await submitBarReport(
        db(),
        COMPLIANCE,
        submission(report, "2026-08-03", "PCAM-7788"),
        new Date("2026-08-03T15:00:00Z"),
      );
      if (!outcome.ok) throw new Error(outcome.reason);
      expect(await reportingOf(certificate, "2026-08-03T16:00:00Z")).toEqual({
        kind: "reported",
        on: "2026-08-03",
        reference: "PCAM-7788",
        stateName: "Illinois",
        attorneyReports: attorneyFiles("illinois", "2026-07-08"),
      });
    });

    it("says nothing of a revoked certificate, and only of the attorney's own", async () => {
      const session = await heldSession(db(), "2026-09-15T17:00:00Z");
      const mine = await reportedCertificate(db(), {
        state: "georgia",
        completedOn: "2026-09-15",
        liveSessionId: session,
      });
      const theirs = await reportedCertificate(db(), {
        state: "georgia",
        completedOn: "2026-09-15",
        liveSessionId: session,
      });
      const seen = await listCreditReporting(db(), mine.uid, new Date("2026-09-20T12:00:00Z"));
      expect([...seen.keys()]).toEqual([mine.id]);
      expect(seen.get(mine.id)).toMatchObject({ kind: "due", dueOn: "2026-10-15" });
      await db()
        .update(certificates)
        .set({ revokedAt: new Date("2026-09-21T12:00:00Z"), revocationReason: "A test." })
        .where(eq(certificates.id, theirs.id));
      expect(await reportingOf(theirs, "2026-09-22T12:00:00Z")).toBeNull();
    });
  },
);
