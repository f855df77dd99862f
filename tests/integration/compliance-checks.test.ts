import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceCheckpoints, attendanceCorrections } from "~/db/schema/attendance";
import { liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { listComplianceChecks } from "~/modules/compliance/list-compliance-checks.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { COURSE, LIVE_COURSE, START } from "../support/attendance-fixtures";
import { certifiedAttorney } from "../support/certificate-fixtures";

describe.each(DATABASE_KINDS)("the console's compliance checks on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  it("starts clean on the seeded catalogue", async () => {
    const checks = await listComplianceChecks(database.db);
    expect(checks.spacing).toEqual([]);
    expect(checks.missingCodes).toEqual({ rows: [], count: 0 });
    expect(checks.shortWatching).toEqual({ rows: [], count: 0 });
  });

  it("flags codes too sparse for the program, certificates without every code and short watching, with any correction", async () => {
    const db = database.db;
    // A two-hour live session with one code: New York wants three.
    const session = `checks-session-${kind}`;
    await db.insert(liveSessions).values({
      id: session,
      courseId: LIVE_COURSE,
      startsAt: START,
      durationMinutes: 120,
      capacity: 10,
    });
    await db.insert(attendanceCheckpoints).values({
      id: `checks-point-${kind}`,
      courseId: LIVE_COURSE,
      liveSessionId: session,
      position: 1,
      atSeconds: 1800,
      code: "ABC123",
    });

    // 1 of 2 codes, watched in full (1.5 New York hours of 50 minutes = 75 minutes).
    const missing = await certifiedAttorney(db);
    await db
      .update(certificates)
      .set({ codesEntered: 1, codesTotal: 2, watchedSeconds: 4500 })
      .where(eq(certificates.id, missing.id));
    await db.insert(attendanceCorrections).values({
      id: `atc-checks-${kind}`,
      uid: missing.uid,
      courseId: COURSE,
      outcome: "attended",
      reason: "Lost connection at the second code.",
      evidence: "Support chat.",
      createdByEmail: "compliance@example.com",
    });
    // Every code, but watched 74 minutes of the 75 the credit stands for.
    const short = await certifiedAttorney(db);
    await db
      .update(certificates)
      .set({ watchedSeconds: 74 * 60 })
      .where(eq(certificates.id, short.id));
    // The same shortfalls on a revoked certificate and on a live one are not flagged.
    const revoked = await certifiedAttorney(db);
    await db
      .update(certificates)
      .set({ codesEntered: 0, watchedSeconds: 0, revokedAt: START, revocationReason: "Test." })
      .where(eq(certificates.id, revoked.id));
    const live = await certifiedAttorney(db);
    await db
      .update(certificates)
      .set({ format: "live", watchedSeconds: 0 })
      .where(eq(certificates.id, live.id));

    const checks = await listComplianceChecks(db);
    expect(checks.spacing).toEqual([
      {
        courseId: LIVE_COURSE,
        courseTitle: expect.any(String),
        liveSessionId: session,
        sessionStartsAt: START,
        problem: "Only 1: a lecture of this length needs 3 (one for every 50 minutes).",
      },
    ]);
    expect(checks.missingCodes.count).toBe(1);
    expect(checks.missingCodes.rows).toMatchObject([
      { id: missing.id, codesEntered: 1, codesTotal: 2, correction: "attended" },
    ]);
    expect(checks.shortWatching.count).toBe(1);
    expect(checks.shortWatching.rows).toMatchObject([
      { id: short.id, watchedSeconds: 4440, claimedSeconds: 4500, correction: null },
    ]);
  });
});
