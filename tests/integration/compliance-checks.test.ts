import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceCheckpoints, attendanceCorrections } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { readCursor } from "~/lib/keyset-cursor";
import { CHECK_PAGE_SIZE } from "~/modules/provider-compliance/compliance-checks";
import {
  FLAGGED_KEYSET,
  listComplianceChecks,
} from "~/modules/provider-compliance/list-compliance-checks.server";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { COURSE, LIVE_COURSE, START } from "../support/attendance-fixtures";
import { certifiedAttorney } from "../support/certificate-fixtures";

/** A seeded course whose lecture the test lengthens and gives codes too far apart. */
const SPARSE_LECTURE = "ai-legal-tools-artificial-intelligence-law-cle";

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
    const none = { rows: [], count: 0, more: false, cursors: { previous: null, next: null } };
    expect(checks.missingCodes).toEqual(none);
    expect(checks.shortWatching).toEqual(none);
  });

  it("flags codes too sparse for the program, certificates without every code and short watching, with any correction", async () => {
    const db = database.db;
    // A two-hour lecture with three codes, all in its first five minutes:
    // enough codes for the length, but nearly two hours without one.
    await db
      .update(courses)
      .set({ media: sql`jsonb_set(${courses.media}, '{durationSeconds}', '7200')` })
      .where(eq(courses.id, SPARSE_LECTURE));
    await db
      .delete(attendanceCheckpoints)
      .where(
        and(
          eq(attendanceCheckpoints.courseId, SPARSE_LECTURE),
          isNull(attendanceCheckpoints.liveSessionId),
        ),
      );
    await db.insert(attendanceCheckpoints).values(
      [100, 200, 300].map((atSeconds, index) => ({
        id: `checks-sparse-${kind}-${index}`,
        courseId: SPARSE_LECTURE,
        position: index + 1,
        atSeconds,
        code: `SPARS${index}`,
      })),
    );
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
        courseId: SPARSE_LECTURE,
        courseTitle: expect.any(String),
        liveSessionId: null,
        sessionStartsAt: null,
        problem: "No code between 5:00 and 2:00:00 (more than 50 minutes).",
      },
      {
        courseId: LIVE_COURSE,
        courseTitle: expect.any(String),
        liveSessionId: session,
        sessionStartsAt: START,
        problem:
          "Only 1: a lecture of this length needs 3 (one for every 50 minutes). No code between 30:00 and 2:00:00 (more than 50 minutes).",
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

  it("takes a correction only for the part it is about: the live session or the lecture", async () => {
    const db = database.db;
    // A 50-minute live session of the same course, its code where New York wants it.
    const session = `checks-part-session-${kind}`;
    await db.insert(liveSessions).values({
      id: session,
      courseId: COURSE,
      startsAt: START,
      durationMinutes: 50,
      capacity: 10,
    });
    await db.insert(attendanceCheckpoints).values({
      id: `checks-part-point-${kind}`,
      courseId: COURSE,
      liveSessionId: session,
      position: 1,
      atSeconds: 45 * 60,
      code: "PART01",
    });
    const correction = (
      id: string,
      uid: string,
      liveSessionId: string | null,
      outcome: "attended" | "partial",
    ) => ({
      id: `atc-part-${kind}-${id}`,
      uid,
      courseId: COURSE,
      liveSessionId,
      outcome,
      ...(outcome === "partial" ? { attendedMinutes: 40, programMinutes: 50 } : {}),
      reason: "Lost connection.",
      evidence: "Meeting report.",
      createdByEmail: "compliance@example.com",
    });

    // Self-study, watched short; the only correction is about the live session.
    const selfStudy = await certifiedAttorney(db);
    await db
      .update(certificates)
      .set({ watchedSeconds: 60 * 60 })
      .where(eq(certificates.id, selfStudy.id));
    await db
      .insert(attendanceCorrections)
      .values(correction("a", selfStudy.uid, session, "attended"));

    // Live, its code missing; a lecture correction and a (different) one of the session.
    const live = await certifiedAttorney(db);
    await db
      .update(certificates)
      .set({ format: "live", liveSessionId: session, codesEntered: 0 })
      .where(eq(certificates.id, live.id));
    await db
      .insert(attendanceCorrections)
      .values([
        correction("b-lecture", live.uid, null, "attended"),
        correction("b-session", live.uid, session, "partial"),
      ]);
    // Live, its code missing; only the lecture is corrected.
    const liveOnly = await certifiedAttorney(db);
    await db
      .update(certificates)
      .set({ format: "live", liveSessionId: session, codesEntered: 0 })
      .where(eq(certificates.id, liveOnly.id));
    await db
      .insert(attendanceCorrections)
      .values(correction("c-lecture", liveOnly.uid, null, "attended"));

    const checks = await listComplianceChecks(db);
    expect(checks.spacing.map((flag) => flag.liveSessionId)).not.toContain(session);
    const flagged = (rows: { id: string; correction: string | null }[], id: string) =>
      rows.find((row) => row.id === id)?.correction;
    expect(flagged(checks.shortWatching.rows, selfStudy.id)).toBeNull();
    expect(flagged(checks.missingCodes.rows, live.id)).toBe("partial");
    expect(flagged(checks.missingCodes.rows, liveOnly.id)).toBeNull();
  });
  it("pages each list of flagged certificates by key, newest first, on its own", async () => {
    const db = database.db;
    const before = (await listComplianceChecks(db)).missingCodes.count;
    // A page and a bit more of certificates without every code, a minute apart, newest first.
    await db.execute(sql`insert into certificates (id, uid, course_id, state_slug, attorney_name, course_title,
        format, approval_status, approval_number, completed_on, credits, codes_entered, codes_total,
        watched_seconds, affirmation_text, typed_name, affirmed_at, issued_at)
      select 'PAGING-' || ${kind} || '-' || lpad(i::text, 3, '0'), null, ${COURSE}, 'new-york',
        'Person ' || i, 'Course', 'self-study', 'approved', 'NY-PAGE', date '2026-01-01',
        '{"General": 1}'::jsonb, 1, 2, 4000, 'I certify.', 'Person ' || i, now(),
        timestamptz '2030-01-01 00:00:00' - i * interval '1 minute'
      from generate_series(1, ${CHECK_PAGE_SIZE + 5}) i`);
    const paging = (prefix: string) => (row: { id: string }) => row.id.startsWith(prefix);
    const ours = paging(`PAGING-${kind}-`);
    const first = await listComplianceChecks(db);
    expect(first.missingCodes.count).toBe(before + CHECK_PAGE_SIZE + 5);
    expect(first.missingCodes.rows).toHaveLength(CHECK_PAGE_SIZE);
    expect(first.missingCodes.rows[0]?.id).toBe(`PAGING-${kind}-001`);
    expect(first.missingCodes.cursors.previous).toBeNull();
    const next = first.missingCodes.cursors.next ?? "";
    const params = new URLSearchParams({ "codes-after": next });
    const second = await listComplianceChecks(db, {
      codes: readCursor(params, keyKinds(FLAGGED_KEYSET), "codes-"),
      watching: readCursor(params, keyKinds(FLAGGED_KEYSET), "watching-"),
    });
    expect(second.missingCodes.rows.filter(ours).map((row) => row.id)).toEqual(
      [51, 52, 53, 54, 55].map((n) => `PAGING-${kind}-0${n}`),
    );
    expect(second.missingCodes.cursors.previous).not.toBeNull();
    // The other lists stay on their first page.
    expect(second.shortWatching).toEqual(first.shortWatching);
    const back = await listComplianceChecks(db, {
      codes: readCursor(
        new URLSearchParams({ "codes-before": second.missingCodes.cursors.previous ?? "" }),
        keyKinds(FLAGGED_KEYSET),
        "codes-",
      ),
    });
    expect(back.missingCodes.rows).toEqual(first.missingCodes.rows);
    expect(back.missingCodes.cursors.previous).toBeNull();
  });
});
