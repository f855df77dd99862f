import { eq, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IN_FORCE_SINCE } from "~/content/state-rules/provider-obligations";
import { userProfiles } from "~/db/schema/accounts";
import { attendanceCorrections } from "~/db/schema/attendance";
import { user } from "~/db/schema/auth";
import { barReportLines, barReports } from "~/db/schema/bar-reports";
import { certificates } from "~/db/schema/certificates";
import { enrolments } from "~/db/schema/learning";
import { staffAuditLog } from "~/db/schema/staff";
import { deleteAccount } from "~/modules/accounts/delete-account.server";
import { newCertificateId } from "~/modules/certificates/certificate-id.server";
import { loadStaffCertificate } from "~/modules/certificates/load-staff-certificate.server";
import { reissueCertificate } from "~/modules/certificates/reissue-certificate.server";
import { resendCertificate } from "~/modules/certificates/resend-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import type { Logger } from "~/modules/logging/logger.server";
import { purgeExpiredRecords } from "~/modules/retention/purge-expired-records.server";
import { loader as verifyLoader } from "~/routes/certificates/verify";
import { startRetentionPurge } from "../../server/background-jobs";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import {
  browserRequest,
  createTestContext,
  outboxMailer,
  TEST_BASE_URL,
} from "../setup/test-services";
import { attorney, COURSE, LIVE_COURSE, START } from "../support/attendance-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";

const OPTIONS = { baseUrl: "https://cle.test" };

/** A certificate as the affirmation writes it, for `uid`. */
async function certificate(
  db: TestDatabase["db"],
  uid: string,
  fields: { courseId: string; stateSlug: string; completedOn: string },
) {
  const id = newCertificateId();
  await db.insert(certificates).values({
    id,
    uid,
    ...fields,
    attorneyName: "Ada Lovelace",
    barNumber: "4412078",
    courseTitle: "Persuasive brief writing",
    format: "self-study",
    approvalStatus: "approved",
    approvalNumber: "26-0010",
    credits: { general: 1, ethics: 0.5 },
    creditHourMinutes: 50,
    codesEntered: 2,
    codesTotal: 2,
    watchedSeconds: 3600,
    affirmationText: "I attended the whole course.",
    typedName: "Ada Lovelace",
    affirmedAt: START,
    issuedAt: START,
  });
  return id;
}

describe.each(DATABASE_KINDS)("record retention on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  const mailer = () => outboxMailer(database.db);
  const verify = (id: string) =>
    verifyLoader({
      request: browserRequest(`/certificates/${id}`),
      params: { certificateId: id },
      context,
      unstable_pattern: "",
    } as unknown as Parameters<typeof verifyLoader>[0]);
  const rowsOf = (ids: string[]) =>
    database.db.select().from(certificates).where(inArray(certificates.id, ids));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  it("keeps a closed account's certificates, verifiable, until the states' retention ends", async () => {
    const db = database.db;
    const { cookie, password, user: current } = await signUpMember(context, kind);
    // New York (4 years) and Illinois (3) claimed for one course; Illinois alone for another.
    const newYork = await certificate(db, current.id, {
      courseId: COURSE,
      stateSlug: "new-york",
      completedOn: "2026-11-20",
    });
    const illinois = await certificate(db, current.id, {
      courseId: COURSE,
      stateSlug: "illinois",
      completedOn: "2026-11-20",
    });
    const otherCourse = await certificate(db, current.id, {
      courseId: LIVE_COURSE,
      stateSlug: "illinois",
      completedOn: "2026-11-21",
    });
    const reissued = await reissueCertificate(db, mailer(), OPTIONS, COMPLIANCE, {
      certificateId: newYork,
      correction: {
        attorneyName: "Ada King Lovelace",
        barNumber: "4412078",
        completedOn: "2026-11-20",
        credits: { general: 1, ethics: 0.5 },
      },
      reason: "The name was incomplete.",
    });
    if (!reissued.ok) throw new Error(`refused: ${reissued.reason}`);
    const revoked = await revokeCertificate(db, mailer(), OPTIONS, COMPLIANCE, {
      certificateId: otherCourse,
      reason: "Attendance could not be confirmed.",
    });
    expect(revoked).toMatchObject({ ok: true, told: true });
    await db.insert(enrolments).values({
      id: `${current.id}_${COURSE}`,
      uid: current.id,
      courseId: COURSE,
      courseName: "Persuasive brief writing",
      progress: 100,
    });
    // Two corrections of the course's lecture (the second replaces the first), and one of a
    // course with no certificate, which is not needed once the account closes.
    const correctionRow = {
      uid: current.id,
      outcome: "attended" as const,
      reason: "Lost connection.",
      evidence: "Support chat.",
      createdByEmail: COMPLIANCE.email,
    };
    await db.insert(attendanceCorrections).values([
      { ...correctionRow, id: `atc-keep-1-${kind}`, courseId: COURSE },
      {
        ...correctionRow,
        id: `atc-keep-2-${kind}`,
        courseId: COURSE,
        replacesId: `atc-keep-1-${kind}`,
      },
      {
        ...correctionRow,
        id: `atc-drop-${kind}`,
        courseId: "ai-legal-tools-artificial-intelligence-law-cle",
      },
    ]);
    // Another attorney's old certificate: their account is open, so it is theirs to keep.
    const stillOpen = await attorney(db);
    const openCertificate = await certificate(db, stillOpen, {
      courseId: COURSE,
      stateSlug: "illinois",
      completedOn: "2019-01-10",
    });

    const result = await deleteAccount(
      context,
      browserRequest("/delete-account", { method: "POST", cookie }),
      current,
      { uid: current.id, password },
    );
    expect(result.ok).toBe(true);

    // The corrections are kept, unlinked, as long as the course's certificates (or end today),
    // with their reason but not their free-text evidence (decision 0038).
    const correctionsKept = await db
      .select({
        id: attendanceCorrections.id,
        uid: attendanceCorrections.uid,
        retainUntil: attendanceCorrections.retainUntil,
        reason: attendanceCorrections.reason,
        evidence: attendanceCorrections.evidence,
      })
      .from(attendanceCorrections)
      .where(inArray(attendanceCorrections.id, [`atc-keep-1-${kind}`, `atc-keep-2-${kind}`]));
    expect(
      correctionsKept.map((row) => [row.uid, row.retainUntil, row.reason, row.evidence]),
    ).toEqual([
      [null, "2030-11-20", "Lost connection.", "Removed when the account was closed."],
      [null, "2030-11-20", "Lost connection.", "Removed when the account was closed."],
    ]);

    // The login, the profile and the progress are gone.
    expect(await db.select().from(user).where(eq(user.id, current.id))).toEqual([]);
    expect(await db.select().from(userProfiles).where(eq(userProfiles.uid, current.id))).toEqual(
      [],
    );
    expect(await db.select().from(enrolments).where(eq(enrolments.uid, current.id))).toEqual([]);

    // Every version is kept, unlinked, with what a regulator needs and its retention end:
    // the course claimed in New York and Illinois 4 years, the Illinois-only one 3.
    const all = [newYork, reissued.id, illinois, otherCourse];
    const kept = new Map((await rowsOf(all)).map((row) => [row.id, row]));
    expect(kept.size).toBe(4);
    for (const id of all) expect(kept.get(id)?.uid).toBeNull();
    expect(Object.fromEntries(all.map((id) => [id, kept.get(id)?.retainUntil]))).toEqual({
      [newYork]: "2030-11-20",
      [reissued.id]: "2030-11-20",
      [illinois]: "2030-11-20",
      [otherCourse]: "2029-11-21",
    });
    expect(kept.get(reissued.id)).toMatchObject({
      attorneyName: "Ada King Lovelace",
      barNumber: "4412078",
      stateSlug: "new-york",
      courseId: COURSE,
      completedOn: "2026-11-20",
      credits: { general: 1, ethics: 0.5 },
      codesEntered: 2,
      codesTotal: 2,
      watchedSeconds: 3600,
      typedName: "Ada Lovelace",
      affirmationText: "I attended the whole course.",
    });

    // The verification pages still answer, superseded and revoked ones too.
    const current2 = await verify(reissued.id);
    expect(current2.certificate).toMatchObject({
      status: "valid",
      attorneyName: "Ada King Lovelace",
      stateName: "New York",
    });
    expect(current2.owner).toBe(false);
    const old = await verify(newYork);
    expect(old.certificate.status).toBe("superseded");
    expect(old.currentId).toBe(reissued.id);
    expect((await verify(otherCourse)).certificate.status).toBe("revoked");

    // Staff see the versions and no holder; nothing can be mailed to a closed account.
    const staffView = await loadStaffCertificate(db, newYork);
    expect(staffView?.holder).toBeNull();
    expect(staffView?.versions.map((version) => version.id)).toEqual([newYork, reissued.id]);
    expect(await resendCertificate(db, mailer(), OPTIONS, COMPLIANCE, reissued.id)).toEqual({
      ok: false,
      reason: "account-closed",
    });
    expect(
      await revokeCertificate(db, mailer(), OPTIONS, COMPLIANCE, {
        certificateId: illinois,
        reason: "Issued for the wrong state.",
      }),
    ).toMatchObject({ ok: true, told: false });

    // A submitted New York report names the closed account's attorney and the open one's
    // (written in one transaction, as submission does: the database refuses lines added later).
    const line = {
      reportId: `BR-RETN-${kind}`,
      change: "new" as const,
      courseNumber: "NY-1",
      completedOn: "2026-11-20",
      credits: { general: 1 },
    };
    await db.transaction(async (tx) => {
      await tx.insert(barReports).values({
        id: `BR-RETN-${kind}`,
        slotKey: `new-york~on-demand~${COURSE}~2026-11`,
        sequence: 1,
        stateSlug: "new-york",
        scope: "on-demand",
        courseId: COURSE,
        courseTitle: "A course",
        heldOn: "2026-11-20",
        feeCents: 0,
        attendeeCount: 2,
        fileFormat: "csv",
        rulesEffectiveFrom: IN_FORCE_SINCE,
        submittedOn: "2026-12-01",
        reference: "NY-1",
        submittedByEmail: COMPLIANCE.email,
      });
      await tx.insert(barReportLines).values([
        {
          ...line,
          position: 1,
          certificateId: reissued.id,
          chainId: newYork,
          attorneyName: "Ada Lovelace",
          barNumber: "1",
        },
        {
          ...line,
          position: 2,
          certificateId: openCertificate,
          chainId: openCertificate,
          attorneyName: "Open",
          barNumber: "2",
        },
      ]);
    });

    // The moved clock: nothing goes on the last day; the Illinois-only course the day after;
    // the rest (newest version first, then the one it superseded) a year later.
    // The audit entries about them (a re-issue with the corrected name, revocations) are
    // shredded with them (docs/decisions/0041).
    expect(await purgeExpiredRecords(db, new Date("2029-11-21T23:00:00Z"))).toEqual({
      deleted: 0,
      orders: 0,
      shredded: 0,
    });
    expect(await purgeExpiredRecords(db, new Date("2029-11-22T01:00:00Z"))).toEqual({
      deleted: 1,
      orders: 0,
      shredded: 1,
    });
    expect((await rowsOf(all)).map((row) => row.id).sort()).toEqual(
      [newYork, reissued.id, illinois].sort(),
    );
    expect(await purgeExpiredRecords(db, new Date("2030-11-21T01:00:00Z"))).toEqual({
      deleted: 3,
      orders: 0,
      shredded: 2,
    });
    expect(await rowsOf(all)).toEqual([]);
    await expect(verify(reissued.id)).rejects.toMatchObject({ init: { status: 404 } });
    // The open account's certificate, though long past any period, stays, and so does its line.
    expect(await rowsOf([openCertificate])).toHaveLength(1);
    expect(
      (
        await db
          .select()
          .from(barReportLines)
          .where(eq(barReportLines.reportId, `BR-RETN-${kind}`))
      ).map((row) => row.chainId),
    ).toEqual([openCertificate]);

    // The audit log says how many, and nothing of what they said.
    const entries = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "records.retention-purge"));
    expect(entries.map((entry) => [entry.recordId, entry.after])).toEqual(
      expect.arrayContaining([
        ["2029-11-22", { deleted: 1, shredded: 1 }],
        ["2030-11-21", { deleted: 3, reportLines: 1, corrections: 2, shredded: 2 }],
      ]),
    );
    // Nor does any entry left: the re-issue's and the revocations' details are shredded.
    expect(JSON.stringify(await db.select().from(staffAuditLog))).not.toMatch(
      /Lovelace|incomplete|wrong state|could not be confirmed/,
    );
  });

  it("runs from the composition root's job on a moved clock", async () => {
    const db = database.db;
    const { cookie, password, user: current } = await signUpMember(context, kind);
    const id = await certificate(db, current.id, {
      courseId: COURSE,
      stateSlug: "new-york",
      completedOn: "2026-11-20",
    });
    const deleted = await deleteAccount(
      context,
      browserRequest("/delete-account", { method: "POST", cookie }),
      current,
      { uid: current.id, password },
    );
    expect(deleted.ok).toBe(true);
    expect((await rowsOf([id]))[0]?.retainUntil).toBe("2030-11-20");

    const logged: unknown[] = [];
    const logger = {
      info: (details: unknown) => logged.push(details),
      error: (details: unknown) => logged.push(details),
    } as unknown as Logger;
    const job = startRetentionPurge({
      db,
      mailer: mailer(),
      logger,
      baseUrl: TEST_BASE_URL,
      firstRunMs: 0,
      now: () => new Date("2030-11-21T06:00:00Z"),
    });
    await vi.waitFor(() => expect(logged).toContainEqual({ deleted: 1, orders: 0, shredded: 0 }));
    await job.stop();
    expect(await rowsOf([id])).toEqual([]);
  });
});
