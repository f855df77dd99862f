import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceCodeEntries, attendanceCorrections } from "~/db/schema/attendance";
import { courseStateApprovals, liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { staffAuditLog } from "~/db/schema/staff";
import type { AttendanceCorrectionForm } from "~/modules/attendance/attendance-corrections";
import { currentAttendanceCorrection } from "~/modules/attendance/read-attendance-corrections.server";
import { certificateEligibility } from "~/modules/certificates/check-certificate-eligibility.server";
import { issueCertificates } from "~/modules/certificates/issue-certificates.server";
import { reissueApprovedCertificates } from "~/modules/certificates/reissue-approved-certificates.server";
import { listCreditRows } from "~/modules/credit-tracker/list-earned-credits.server";
import { recordAttendanceCorrection } from "~/modules/rosters/record-attendance-correction.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer, outboxMessages } from "../setup/test-services";
import { attorney, LIVE_COURSE } from "../support/attendance-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";

const OPTIONS = { baseUrl: "https://cle.test" };
const NOW = new Date("2026-11-26T18:00:00Z");
const ENDED_START = new Date("2026-11-26T14:00:00Z");
const LATER_START = new Date("2026-12-10T14:00:00Z");

const correction = (
  subject: string,
  fields: Partial<AttendanceCorrectionForm> = {},
): AttendanceCorrectionForm => ({
  subject,
  outcome: "attended",
  reason: "The connection dropped during the second code.",
  evidence: "Meeting report: joined 14:01, left 15:00; support chat at 14:32.",
  replacesSession: "",
  replacesLecture: "",
  ...fields,
});

describe.each(DATABASE_KINDS)("attendance corrections on %s", (kind) => {
  let database: TestDatabase;
  const ended = `corr-ended-${kind}`;
  const later = `corr-later-${kind}`;
  const mailer = () => outboxMailer(database.db);
  // The attendee claims the course's certificate for one state.
  const issueFor = async (uid: string, stateSlug: string) => {
    const issued = await issueCertificates(
      database.db,
      mailer(),
      OPTIONS,
      {
        uid,
        email: `${uid}@example.com`,
        courseId: LIVE_COURSE,
        states: [stateSlug],
        typedName: "Zoë O'Connor",
        accountName: "Zoë O'Connor",
      },
      NOW,
    );
    if (!issued.ok) throw new Error(issued.message);
    return issued;
  };
  const record = (uid: string, form: AttendanceCorrectionForm) =>
    recordAttendanceCorrection(
      database.db,
      mailer(),
      OPTIONS,
      COMPLIANCE,
      { uid, courseId: LIVE_COURSE, ...form },
      NOW,
    );
  const correctionsOf = (uid: string) =>
    database.db.select().from(attendanceCorrections).where(eq(attendanceCorrections.uid, uid));
  const certificatesOf = (uid: string) =>
    database.db.select().from(certificates).where(eq(certificates.uid, uid));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, new Date("2026-11-20T12:00:00Z"));
    await database.db.insert(liveSessions).values([
      {
        id: ended,
        courseId: LIVE_COURSE,
        startsAt: ENDED_START,
        durationMinutes: 60,
        capacity: 100,
      },
      {
        id: later,
        courseId: LIVE_COURSE,
        startsAt: LATER_START,
        durationMinutes: 60,
        capacity: 100,
      },
    ]);
  });
  afterAll(() => database?.destroy());

  it("a lost connection confirmed in full opens the certificate, keeps the record as it was, and is mailed and audited", async () => {
    const db = database.db;
    const uid = await attorney(db, LIVE_COURSE, ended);
    expect((await certificateEligibility(db, uid, LIVE_COURSE, NOW))?.eligible).toBe(false);

    const recorded = await record(uid, correction(ended));
    if (!recorded.ok) throw new Error(recorded.message);
    expect(recorded).toMatchObject({ reissued: [], revoked: [] });

    const eligibility = await certificateEligibility(db, uid, LIVE_COURSE, NOW);
    expect(eligibility).toMatchObject({
      eligible: true,
      format: "live",
      liveSessionId: ended,
      completedAt: ENDED_START,
      correction: { id: recorded.id, outcome: "attended" },
    });
    // What was recorded stays: no code was entered for the attendee.
    expect(
      await db.select().from(attendanceCodeEntries).where(eq(attendanceCodeEntries.uid, uid)),
    ).toEqual([]);
    expect(await correctionsOf(uid)).toMatchObject([
      {
        id: recorded.id,
        outcome: "attended",
        liveSessionId: ended,
        programMinutes: 60,
        replacesId: null,
      },
    ]);
    const [mail] = await outboxMessages(db, `${uid}@example.com`, "attendance-corrected");
    expect(mail?.text).toContain(`/certificates/new?courseId=${LIVE_COURSE}`);
    const [audit] = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.recordId, uid), eq(staffAuditLog.action, "attendance.correct")));
    expect(audit).toMatchObject({
      actorEmail: COMPLIANCE.email,
      reason: "The connection dropped during the second code.",
      before: null,
      after: { correctionId: recorded.id, outcome: "attended" },
    });
  });

  it("partial attendance re-issues the certificate with its share of credit, and not accepted revokes it; the tracker follows", async () => {
    const db = database.db;
    const uid = await attorney(db, LIVE_COURSE, ended);
    const first = await record(uid, correction(ended));
    if (!first.ok) throw new Error(first.message);
    const eligibility = await certificateEligibility(db, uid, LIVE_COURSE, NOW);
    const state = eligibility?.states[0];
    if (!state) throw new Error("the course has no state");
    const issued = await issueFor(uid, state.slug);
    const [original] = issued.issued;
    const fullHours = Object.values(state.credits).reduce((sum, hours) => sum + (hours ?? 0), 0);
    expect(fullHours).toBe(1.5);

    // 40 of 60 minutes: 1.5 hours × 2/3 = 1.0 hour.
    const partial = await record(
      uid,
      correction(ended, { outcome: "partial", attendedMinutes: 40, replacesSession: first.id }),
    );
    if (!partial.ok) throw new Error(partial.message);
    expect(partial.reissued).toHaveLength(1);
    const rows = await certificatesOf(uid);
    const old = rows.find((row) => row.id === original);
    const next = rows.find((row) => row.id === partial.reissued[0]);
    expect(old?.supersededReason).toBe(
      "Attendance correction: The connection dropped during the second code.",
    );
    expect(next).toMatchObject({ version: 2, supersedesId: original, supersededAt: null });
    expect(Object.values(next?.credits ?? {})).toEqual([1]);
    const tracked = await listCreditRows(db, uid);
    expect(tracked.courses.map((row) => [row.id, row.credits])).toEqual([
      [next?.id, next?.credits],
    ]);

    // Three corrections in a chain; the latest counts.
    const refused = await record(
      uid,
      correction(ended, {
        outcome: "not-attended",
        reason: "The codes were entered by a colleague.",
        replacesSession: partial.id,
      }),
    );
    if (!refused.ok) throw new Error(refused.message);
    expect(refused.revoked).toEqual([next?.id]);
    const revoked = (await certificatesOf(uid)).find((row) => row.id === next?.id);
    expect(revoked?.revocationReason).toBe(
      "Attendance correction: The codes were entered by a colleague.",
    );
    expect((await listCreditRows(db, uid)).courses).toEqual([]);
    const after = await certificateEligibility(db, uid, LIVE_COURSE, NOW);
    expect(after?.eligible).toBe(false);
    expect(after?.missing[0]).toBe(
      "Your attendance at the live webcast was not accepted: The codes were entered by a colleague.",
    );
    const chain = await correctionsOf(uid);
    expect(chain.map((row) => row.replacesId).sort()).toEqual([null, first.id, partial.id].sort());
    expect(await outboxMessages(db, `${uid}@example.com`, "certificate-reissued")).toHaveLength(1);
    expect(await outboxMessages(db, `${uid}@example.com`, "certificate-revoked")).toHaveLength(1);
  });

  it("refuses what cannot stand with a clear message, and writes nothing", async () => {
    const db = database.db;
    const uid = await attorney(db, LIVE_COURSE, ended);
    const waiting = await attorney(db, LIVE_COURSE, later);
    const outsider = await attorney(db, "persuasive-brief-writing-ai");
    const cases: [string, AttendanceCorrectionForm, number, string][] = [
      [uid, correction(later), 400, "Choose the attendee's live session or the on-demand lecture."],
      [
        waiting,
        correction(later),
        409,
        "This live session has not ended yet: correct its attendance after it ends.",
      ],
      [
        uid,
        correction(ended, { outcome: "partial", attendedMinutes: 60 }),
        400,
        'Enter between 1 and 59 minutes; for all 60, choose "Attended in full".',
      ],
      [
        uid,
        // 1.5 hours × 5/60 rounds down to nothing.
        correction(ended, { outcome: "partial", attendedMinutes: 5 }),
        400,
        'That is less than a quarter hour of credit in every state: choose "Attendance not accepted" instead.',
      ],
      [
        uid,
        correction(ended, { replacesSession: "atc_gone" }),
        409,
        "The correction this page showed is gone. Reload the page.",
      ],
      [outsider, correction("on-demand"), 404, "This attendee is not registered for this course."],
    ];
    for (const [who, form, status, message] of cases) {
      expect(await record(who, form)).toMatchObject({ ok: false, status, message });
    }
    for (const who of [uid, waiting, outsider]) expect(await correctionsOf(who)).toEqual([]);

    // A correction recorded since the page was opened refuses the stale form, naming who.
    const first = await record(uid, correction(ended));
    expect(first.ok).toBe(true);
    const stale = await record(uid, correction(ended, { outcome: "partial", attendedMinutes: 30 }));
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(stale.ok ? "" : stale.message).toContain(COMPLIANCE.email);
    expect(await correctionsOf(uid)).toHaveLength(1);
  });

  it("keeps the live session's and the lecture's corrections apart: one never cancels the other", async () => {
    const db = database.db;
    const uid = await attorney(db, LIVE_COURSE, ended);
    const live = await record(
      uid,
      correction(ended, { outcome: "not-attended", reason: "Codes shared in a chat." }),
    );
    if (!live.ok) throw new Error(live.message);
    const lecture = await record(uid, correction("on-demand", { reason: "Player log lost." }));
    if (!lecture.ok) throw new Error(lecture.message);
    expect(await currentAttendanceCorrection(db, uid, LIVE_COURSE, ended)).toMatchObject({
      id: live.id,
      outcome: "not-attended",
    });
    expect(await currentAttendanceCorrection(db, uid, LIVE_COURSE, null)).toMatchObject({
      id: lecture.id,
    });
    // Self-study credit through the lecture; the live session stays refused.
    expect(await certificateEligibility(db, uid, LIVE_COURSE, NOW)).toMatchObject({
      eligible: true,
      format: "self-study",
      correction: { id: lecture.id },
    });
  });

  it("a partial live correction leaves a self-study certificate as it is", async () => {
    const db = database.db;
    const uid = await attorney(db, LIVE_COURSE, ended);
    const lecture = await record(uid, correction("on-demand"));
    if (!lecture.ok) throw new Error(lecture.message);
    const state = (await certificateEligibility(db, uid, LIVE_COURSE, NOW))?.states[0];
    if (!state) throw new Error("no state");
    await issueFor(uid, state.slug);
    const partial = await record(
      uid,
      correction(ended, { outcome: "partial", attendedMinutes: 30 }),
    );
    expect(partial).toMatchObject({ ok: true, reissued: [], revoked: [] });
    expect((await certificatesOf(uid)).map((row) => [row.format, row.version])).toEqual([
      ["self-study", 1],
    ]);
    // A later claim takes the path that credits more: the whole lecture.
    expect((await certificateEligibility(db, uid, LIVE_COURSE, NOW))?.format).toBe("self-study");
  });

  it("a state's later approval keeps the share of credit a partial attendance earned", async () => {
    const db = database.db;
    const uid = await attorney(db, LIVE_COURSE, ended);
    const partial = await record(
      uid,
      correction(ended, { outcome: "partial", attendedMinutes: 40 }),
    );
    if (!partial.ok) throw new Error(partial.message);
    const pending = (await certificateEligibility(db, uid, LIVE_COURSE, NOW))?.states.find(
      (state) => state.approvalStatus === "pending",
    );
    if (!pending) throw new Error("the course has no pending state");
    await issueFor(uid, pending.slug);
    const [before] = await certificatesOf(uid);
    await db
      .update(courseStateApprovals)
      .set({ status: "approved", approvalNumber: "ST-26-0042", approvedOn: "2026-11-26" })
      .where(
        and(
          eq(courseStateApprovals.courseId, LIVE_COURSE),
          eq(courseStateApprovals.stateSlug, pending.slug),
        ),
      );
    const reissued = await reissueApprovedCertificates(db, COMPLIANCE, undefined);
    const next = reissued.find((entry) => entry.previousId === before?.id);
    expect(next).toBeDefined();
    const after = (await certificatesOf(uid)).find((row) => row.id === next?.id);
    expect(after).toMatchObject({ approvalStatus: "approved", approvalNumber: "ST-26-0042" });
    expect(after?.credits).toEqual(before?.credits);
    expect(Object.values(after?.credits ?? {})).toEqual([1]);
  });

  it("records one of two corrections made at once; the other is refused", async () => {
    const uid = await attorney(database.db, LIVE_COURSE, ended);
    const results = await Promise.all([
      record(uid, correction(ended)),
      record(uid, correction(ended, { outcome: "partial", attendedMinutes: 30 })),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toMatchObject([{ status: 409 }]);
    expect(await correctionsOf(uid)).toHaveLength(1);
  });
});
