// A change of a course's credits and the certificates issued under them
// (docs/decisions/0042): a save that changes them asks whether it is a
// correction (re-issue) or a change from now on (keep); a correction
// re-issues exactly the valid certificates that carry the earlier credits,
// and the compliance checks list those that differ from the course's now.

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseCredits, courseStateApprovals } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { emailOutbox } from "~/db/schema/email";
import { staffAuditLog } from "~/db/schema/staff";
import { reissueCertificate } from "~/modules/certificates/reissue-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { saveCourseDetails } from "~/modules/course-editing/save-course.server";
import { listComplianceChecks } from "~/modules/provider-compliance/list-compliance-checks.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer, outboxMessages } from "../setup/test-services";
import { START } from "../support/attendance-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";
import { detailsForm } from "../support/course-form-fixtures";
import {
  CREDITS_COURSE,
  createCreditsCourse,
  creditsCourseVersion,
  issuedCertificate,
  MANAGER,
} from "../support/credit-fixtures";

const BASE_URL = "https://cle.test";
const SLUG = CREDITS_COURSE;

describe.each(DATABASE_KINDS)("a change of a course's credits on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    await createCreditsCourse(database.db);
  });
  afterAll(() => database?.destroy());

  const version = () => creditsCourseVersion(db());
  const save = async (overrides: Record<string, string> = {}) =>
    saveCourseDetails(db(), MANAGER, {
      courseId: SLUG,
      form: detailsForm(await version(), overrides),
      notify: { mailer: outboxMailer(db()), baseUrl: BASE_URL },
      mayRevokeCertificates: false,
    });

  const issued = (
    stateSlug: "texas" | "new-york",
    credits: Record<string, number>,
    partOf?: { attendedMinutes: number; programMinutes: number },
  ) => issuedCertificate(db(), stateSlug, credits, partOf);

  const row = async (id: string) =>
    (await db().select().from(certificates).where(eq(certificates.id, id)))[0];
  const successorOf = async (id: string) =>
    (await db().select().from(certificates).where(eq(certificates.supersedesId, id)))[0];
  const certificateCount = async () =>
    (await db().select({ id: certificates.id }).from(certificates)).length;
  const outboxCount = async () =>
    (await db().select({ id: emailOutbox.id }).from(emailOutbox)).length;
  const lastCourseEntry = async () =>
    (
      await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, "course.update"), eq(staffAuditLog.recordId, SLUG)))
        .orderBy(staffAuditLog.id)
    ).at(-1);
  const creditDifferences = async () =>
    (await listComplianceChecks(db())).creditDifferences.rows.filter(
      (flag) => flag.courseId === SLUG,
    );

  it("asks, corrects exactly the certificates carrying the earlier credits, then keeps them for a change from now on", async () => {
    const texas = await issued("texas", { general: 1 });
    const newYork = await issued("new-york", { general: 1 });
    // A partial attendance: half the program, half the credit.
    const partial = await issued(
      "texas",
      { general: 0.5 },
      { attendedMinutes: 30, programMinutes: 60 },
    );
    const revoked = await issued("texas", { general: 1 });
    expect(
      await revokeCertificate(db(), outboxMailer(db()), { baseUrl: BASE_URL }, COMPLIANCE, {
        certificateId: revoked.id,
        reason: "Issued in error.",
      }),
    ).toMatchObject({ ok: true });
    // Staff set this one's credits by hand: it keeps them.
    const handSet = await issued("texas", { general: 1 });
    const handSetV2 = await reissueCertificate(
      db(),
      outboxMailer(db()),
      { baseUrl: BASE_URL },
      COMPLIANCE,
      {
        certificateId: handSet.id,
        correction: {
          attorneyName: "Ada Byron",
          barNumber: "TX-24012345",
          completedOn: "2026-11-20",
          credits: { general: 0.75 },
        },
        reason: "Attended 45 minutes by the sign-in sheet.",
      },
    );
    if (!handSetV2.ok) throw new Error(JSON.stringify(handSetV2));
    const followers = [texas, newYork, partial];

    // A save that leaves the credits as they are asks nothing and re-issues nothing.
    expect(await save({ title: "Credit Corrections Clinic, revised" })).toEqual({
      ok: true,
      revokedCertificates: 0,
      reissuedCertificates: 0,
    });
    expect(await creditDifferences()).toEqual([
      expect.objectContaining({ id: handSetV2.id, creditsDue: { general: 1 } }),
    ]);

    // Two hours instead of one: the save asks, with the count, and nothing is saved.
    const certificatesBefore = await certificateCount();
    const mailBefore = await outboxCount();
    const versionBefore = await version();
    expect(await save({ "credit-general": "2" })).toEqual({
      ok: false,
      reason: "credits-question",
      certificates: 3,
    });
    expect(await version()).toBe(versionBefore);
    expect(await db().select().from(courseCredits).where(eq(courseCredits.courseId, SLUG))).toEqual(
      [expect.objectContaining({ creditType: "general", hours: 1 })],
    );
    expect(await certificateCount()).toBe(certificatesBefore);
    expect(await outboxCount()).toBe(mailBefore);

    // A correction: the three carrying one hour are re-issued; revoked and hand-set are not.
    expect(await save({ "credit-general": "2", creditChange: "correction" })).toEqual({
      ok: true,
      revokedCertificates: 0,
      reissuedCertificates: 0,
      creditsCorrected: 3,
    });
    expect(await certificateCount()).toBe(certificatesBefore + 3);
    const expectedCredits = new Map([
      [texas.id, { general: 2 }],
      [newYork.id, { general: 2 }],
      [partial.id, { general: 1 }],
    ]);
    for (const held of followers) {
      const stateName = held === newYork ? "New York" : "Texas";
      const reason = `The course's credits in ${stateName} were corrected from 1.0 General to 2.0 General.`;
      expect(await row(held.id)).toMatchObject({
        supersededReason: reason,
        credits: held === partial ? { general: 0.5 } : { general: 1 },
      });
      const next = await successorOf(held.id);
      expect(next).toMatchObject({
        version: 2,
        credits: expectedCredits.get(held.id),
        approvalStatus: held === newYork ? "pending" : "approved",
        approvalNumber: held === newYork ? null : "TX-778812",
        supersededAt: null,
        revokedAt: null,
      });
      const audit = await db()
        .select()
        .from(staffAuditLog)
        .where(
          and(eq(staffAuditLog.action, "certificate.reissue"), eq(staffAuditLog.recordId, held.id)),
        );
      expect(audit).toEqual([
        expect.objectContaining({
          actorEmail: MANAGER.email,
          reason,
          before: expect.objectContaining({
            credits: held === partial ? { general: 0.5 } : { general: 1 },
          }),
          after: expect.objectContaining({ id: next?.id, credits: expectedCredits.get(held.id) }),
        }),
      ]);
      const mail = await outboxMessages(db(), `${held.uid}@example.com`, "certificate-reissued");
      expect(mail).toHaveLength(1);
      expect(mail[0]?.text).toContain(`${BASE_URL}/certificates/${next?.id}`);
      expect(mail[0]?.text.replace(/\s+/g, " ")).toContain(reason);
      expect(mail[0]?.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
    }
    expect(await row(revoked.id)).toMatchObject({ supersededAt: null, credits: { general: 1 } });
    expect(await row(revoked.id)).not.toMatchObject({ revokedAt: null });
    expect(await successorOf(revoked.id)).toBeUndefined();
    expect(await successorOf(handSetV2.id)).toBeUndefined();
    expect(await lastCourseEntry()).toMatchObject({
      actorEmail: MANAGER.email,
      reason:
        "Credits corrected: 3 certificates issued under the earlier credits re-issued with the corrected ones.",
      after: expect.objectContaining({ credits: { general: 2 } }),
    });
    // Only the hand-set one differs from the course now.
    expect((await creditDifferences()).map((flag) => flag.id)).toEqual([handSetV2.id]);

    // Three hours from now on (the course was lengthened): asked again, and kept.
    const corrected = await Promise.all(followers.map((held) => successorOf(held.id)));
    const kept = await save({ "credit-general": "3", creditChange: "forward" });
    expect(kept).toEqual({
      ok: true,
      revokedCertificates: 0,
      reissuedCertificates: 0,
      creditsKept: 3,
    });
    expect(await certificateCount()).toBe(certificatesBefore + 3);
    for (const current of corrected) {
      expect(await successorOf(current?.id ?? "")).toBeUndefined();
    }
    expect((await lastCourseEntry())?.reason).toBe(
      "Credits changed from now on: 3 certificates issued under the earlier credits keep them.",
    );
    // The checks list each certificate that differs, with what the course gives it now.
    const listed = await creditDifferences();
    expect(new Map(listed.map((flag) => [flag.id, [flag.credits, flag.creditsDue]]))).toEqual(
      new Map([
        [corrected[0]?.id, [{ general: 2 }, { general: 3 }]],
        [corrected[1]?.id, [{ general: 2 }, { general: 3 }]],
        [corrected[2]?.id, [{ general: 1 }, { general: 1.5 }]],
        [handSetV2.id, [{ general: 0.75 }, { general: 3 }]],
      ]),
    );

    // Saving again unchanged asks nothing.
    expect(await save({ "credit-general": "3" })).toMatchObject({ ok: true });
  });

  it("a certificate re-issued for another reason (a name) still follows the course's credits", async () => {
    const before = await issued("texas", { general: 3 });
    const reissued = await reissueCertificate(
      db(),
      outboxMailer(db()),
      { baseUrl: BASE_URL },
      COMPLIANCE,
      {
        certificateId: before.id,
        correction: {
          attorneyName: "Ada Byron-King",
          barNumber: "TX-24012345",
          completedOn: "2026-11-20",
          credits: { general: 3 },
        },
        reason: "Married name.",
      },
    );
    if (!reissued.ok) throw new Error(JSON.stringify(reissued));
    // Its current version still carries three hours: a correction to four re-issues that one.
    expect(await save({ "credit-general": "4", creditChange: "correction" })).toMatchObject({
      ok: true,
    });
    const current = await successorOf(reissued.id);
    expect(current).toMatchObject({
      version: 3,
      attorneyName: "Ada Byron-King",
      credits: { general: 4 },
    });
    expect(await successorOf(current?.id ?? "")).toBeUndefined();
  });
  it("follows a change of one category of several: a state's credits are compared as credits, not as text", async () => {
    const texasCredits = async () =>
      (
        await db()
          .select({ credits: courseStateApprovals.credits })
          .from(courseStateApprovals)
          .where(
            and(
              eq(courseStateApprovals.courseId, SLUG),
              eq(courseStateApprovals.stateSlug, "texas"),
            ),
          )
      )[0]?.credits;
    // An ethics hour beside the general ones; the database keeps the state's credits in its
    // own key order, the course's defaults come in the order of its credit rows.
    expect(
      await save({ "credit-general": "4", "credit-ethics": "1", creditChange: "forward" }),
    ).toMatchObject({ ok: true });
    expect(await texasCredits()).toEqual({ general: 4, ethics: 1 });
    // Then the general hours alone (no certificate carries these credits, so nothing is
    // asked): the state follows.
    expect(await save({ "credit-general": "5", "credit-ethics": "1" })).toMatchObject({
      ok: true,
    });
    expect(await texasCredits()).toEqual({ general: 5, ethics: 1 });
  });
});
