import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { attendanceCorrections } from "~/db/schema/attendance";
import { user } from "~/db/schema/auth";
import { DATABASE_KINDS } from "../setup/test-database";
import { COURSE } from "../support/attendance-fixtures";
import {
  insertEarlyCourse,
  migrationsBefore,
  openDatabaseMigratedTo,
} from "../support/migrations-before";

// The migration after which an attendance correction kept past its account
// keeps no free-text evidence (docs/decisions/0038): rows of accounts closed
// before it lose it when it runs; an account closed after it loses it in the
// deletion itself; an open account's corrections keep theirs.

const REMOVED = "Removed when the account was closed.";

describe.each(DATABASE_KINDS)("the correction evidence migration on %s", (kind) => {
  const cleanUp: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it("drops the evidence of closed accounts' corrections, now and at every later closing", async () => {
    const before = migrationsBefore("_corrections_evidence_goes_with_the_account");
    cleanUp.push(() => before.remove());
    const { handle, close } = await openDatabaseMigratedTo(kind, before.folder);
    cleanUp.push(close);
    const db = handle.db;

    await insertEarlyCourse(db, COURSE);
    for (const uid of ["att-closed-before", "att-closed-after", "att-open"]) {
      await db.execute(sql`
        insert into "user" (id, name, email) values (${uid}, 'Zoë', ${`${uid}@example.com`})`);
      await db.execute(sql`
        insert into attendance_corrections (id, uid, course_id, outcome, reason, evidence,
          created_by_email)
        values (${`atc-${uid}`}, ${uid}, ${COURSE}, 'attended', 'The connection dropped.',
          'Support chat with zoe@example.com, +1 555 0100.', 'compliance@example.com')`);
    }
    // Closed under the previous release: unlinked, the evidence still there.
    await db.delete(user).where(eq(user.id, "att-closed-before"));

    await handle.migrate();
    await db.delete(user).where(eq(user.id, "att-closed-after"));

    const rows = await db
      .select({
        id: attendanceCorrections.id,
        uid: attendanceCorrections.uid,
        outcome: attendanceCorrections.outcome,
        reason: attendanceCorrections.reason,
        evidence: attendanceCorrections.evidence,
      })
      .from(attendanceCorrections)
      .orderBy(attendanceCorrections.id);
    const kept = { outcome: "attended", reason: "The connection dropped." };
    expect(rows).toEqual([
      { id: "atc-att-closed-after", uid: null, ...kept, evidence: REMOVED },
      { id: "atc-att-closed-before", uid: null, ...kept, evidence: REMOVED },
      {
        id: "atc-att-open",
        uid: "att-open",
        ...kept,
        evidence: "Support chat with zoe@example.com, +1 555 0100.",
      },
    ]);
    // Staff correcting an open account's evidence is untouched by the trigger.
    await db
      .update(attendanceCorrections)
      .set({ evidence: "Meeting report." })
      .where(eq(attendanceCorrections.id, "atc-att-open"));
    const [open] = await db
      .select({ evidence: attendanceCorrections.evidence })
      .from(attendanceCorrections)
      .where(eq(attendanceCorrections.id, "atc-att-open"));
    expect(open?.evidence).toBe("Meeting report.");
  });
});
