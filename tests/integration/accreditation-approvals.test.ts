import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { APPROVED_STATES } from "~/content/states";
import { barAdmissions } from "~/db/schema/accounts";
import { attendanceCorrections } from "~/db/schema/attendance";
import { courseStateApprovals, courses } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { staffAuditLog } from "~/db/schema/staff";
import { listBarReports } from "~/modules/bar-reports/list-bar-reports.server";
import { newCertificateId } from "~/modules/certificates/certificate-id.server";
import { accreditationSchema } from "~/modules/course-editing/accreditation-forms";
import { saveAccreditations } from "~/modules/course-editing/save-accreditations.server";
import { createCourse, saveCourseDetails } from "~/modules/course-editing/save-course.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer, outboxMessages } from "../setup/test-services";
import { attorney, START } from "../support/attendance-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";
import { detailsForm } from "../support/course-form-fixtures";

const actor = (roles: StaffActor["roles"], email: string): StaffActor => ({
  id: null,
  email,
  roles,
  ipAddress: null,
});
const MANAGER = actor(["course_manager"], "manager@example.com");
const SUPPORT = actor(["support"], "support@example.com");
// An attorney holds no staff role.
const ATTORNEY = actor([], "attorney@example.com");
const SLUG = "ai-accreditation-clinic";
const NOW = new Date("2026-11-26T12:00:00Z");
const BASE_URL = "https://cle.test";

/** The accreditation page's form as a browser posts it: every state not applied for, unless told. */
function decisionsForm(version: number, overrides: Record<string, string>) {
  return accreditationSchema.parse({
    version: String(version),
    ...Object.fromEntries(
      APPROVED_STATES.map((state) => [`approval-${state.slug}-status`, "none"]),
    ),
    ...overrides,
  });
}

const GEORGIA_APPROVED = {
  "approval-georgia-status": "approved",
  "approval-georgia-number": "GA-26-0777",
  "approval-georgia-approvedOn": "2026-11-25",
  "approval-georgia-effectiveFrom": "2026-11-01",
  "approval-georgia-expiresOn": "2028-10-31",
};

describe.each(DATABASE_KINDS)(
  "a state's approval recorded on the accreditation page on %s",
  (kind) => {
    let database: TestDatabase;
    const version = async () =>
      (
        await database.db
          .select({ version: courses.version })
          .from(courses)
          .where(eq(courses.id, SLUG))
      )[0]?.version ?? 0;

    /** A Georgia certificate issued while the approval was pending. */
    async function pendingCertificate(uid: string, completedOn: string) {
      const id = newCertificateId();
      await database.db.insert(certificates).values({
        id,
        uid,
        courseId: SLUG,
        stateSlug: "georgia",
        attorneyName: "Ada Byron",
        barNumber: "GA-551200",
        courseTitle: "AI Accreditation Clinic",
        format: "self-study",
        approvalStatus: "pending",
        approvalNumber: null,
        completedOn,
        credits: { general: 1 },
        creditHourMinutes: 60,
        codesEntered: 1,
        codesTotal: 1,
        watchedSeconds: 3600,
        affirmationText: "I attended.",
        typedName: "Ada Byron",
        affirmedAt: START,
        issuedAt: START,
      });
      return id;
    }

    /** An attorney who completed the course on `completedAt` (a staff correction), without a certificate. */
    async function completer(completedAt: string, admittedIn: string | null) {
      const uid = await attorney(database.db, SLUG);
      if (admittedIn) {
        await database.db
          .insert(barAdmissions)
          .values({ id: randomUUID(), uid, state: admittedIn, barNumber: "BN-7781" });
      }
      await database.db.insert(attendanceCorrections).values({
        id: randomUUID(),
        uid,
        courseId: SLUG,
        outcome: "attended",
        reason: "Watched the lecture at a firm screening.",
        evidence: "Sign-in sheet",
        createdByEmail: COMPLIANCE.email,
        createdAt: new Date(completedAt),
      });
      return uid;
    }

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await seedDatabase(database.db);
      await createCourse(database.db, MANAGER, {
        slug: SLUG,
        title: "AI Accreditation Clinic",
        categorySlug: COURSES[0]?.categorySlug ?? "",
        format: "on_demand",
      });
      const saved = await saveCourseDetails(database.db, MANAGER, {
        courseId: SLUG,
        form: detailsForm(1, {
          "approval-georgia-status": "pending",
          "approval-georgia-appliedOn": "2026-09-15",
        }),
      });
      expect(saved.ok).toBe(true);
    });
    afterAll(() => database?.destroy());

    it("refuses an effective date after the approval ends, with a message beside the field", () => {
      const parsed = accreditationSchema.safeParse({
        version: "1",
        ...Object.fromEntries(
          APPROVED_STATES.map((state) => [`approval-${state.slug}-status`, "none"]),
        ),
        ...GEORGIA_APPROVED,
        "approval-georgia-effectiveFrom": "2028-11-01",
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({
          path: ["approval-georgia-effectiveFrom"],
          message:
            "Georgia's approval cannot take effect after it ends: make the effective date no later than the end date.",
        }),
      ]);
    });

    it("lets a compliance officer record it, and refuses an attorney or a support person", async () => {
      const db = database.db;
      const mailer = outboxMailer(db);
      const georgia = () =>
        db
          .select()
          .from(courseStateApprovals)
          .where(
            and(
              eq(courseStateApprovals.courseId, SLUG),
              eq(courseStateApprovals.stateSlug, "georgia"),
            ),
          );
      for (const refused of [ATTORNEY, SUPPORT]) {
        expect(
          await saveAccreditations(db, refused, {
            courseId: SLUG,
            form: decisionsForm(await version(), GEORGIA_APPROVED),
            notify: { mailer, baseUrl: BASE_URL },
            mayRevokeCertificates: false,
            now: NOW,
          }),
        ).toEqual({ ok: false, reason: "forbidden" });
      }
      expect((await georgia())[0]?.status).toBe("pending");

      // Recorded as applied for first (with the date), by the compliance officer.
      const applied = await saveAccreditations(db, COMPLIANCE, {
        courseId: SLUG,
        form: decisionsForm(await version(), {
          "approval-georgia-status": "pending",
          "approval-georgia-appliedOn": "2026-09-16",
          "approval-new-york-status": "pending",
          "approval-texas-status": "approved",
          "approval-texas-number": "TX-778812",
          "approval-texas-approvedOn": "2026-11-02",
        }),
        notify: { mailer, baseUrl: BASE_URL },
        mayRevokeCertificates: true,
        now: NOW,
      });
      expect(applied).toEqual({ ok: true, revokedCertificates: 0, reissuedCertificates: 0 });
      expect((await georgia())[0]).toMatchObject({ status: "pending", appliedOn: "2026-09-16" });

      // A save from the page as it was before is refused, naming who saved since.
      const stale = await saveAccreditations(db, COMPLIANCE, {
        courseId: SLUG,
        form: decisionsForm((await version()) - 1, GEORGIA_APPROVED),
        notify: { mailer, baseUrl: BASE_URL },
        mayRevokeCertificates: true,
        now: NOW,
      });
      expect(stale).toMatchObject({ ok: false, reason: "overtaken", by: COMPLIANCE.email });
    });

    it("re-issues the certificates it covers as new versions, queues Georgia's report and tells completers without a certificate once", async () => {
      const db = database.db;
      const mailer = outboxMailer(db);
      const covered = await attorney(db, SLUG);
      const coveredId = await pendingCertificate(covered, "2026-11-20");
      // Completed before the approval takes effect: stays pending.
      const early = await attorney(db, SLUG);
      const earlyId = await pendingCertificate(early, "2026-10-05");
      const claimer = await completer("2026-11-18T15:00:00Z", "georgia");
      const tooEarly = await completer("2026-10-10T15:00:00Z", "georgia");
      const notAdmitted = await completer("2026-11-18T15:00:00Z", null);

      const dueGeorgia = async () =>
        (await listBarReports(db, { status: "all", state: "georgia" }, NOW)).filter(
          (report) => report.courseId === SLUG && report.status === "due",
        );
      expect(await dueGeorgia()).toEqual([]);

      const saved = await saveAccreditations(db, COMPLIANCE, {
        courseId: SLUG,
        form: decisionsForm(await version(), GEORGIA_APPROVED),
        notify: { mailer, baseUrl: BASE_URL },
        mayRevokeCertificates: true,
        now: NOW,
      });
      expect(saved).toEqual({ ok: true, revokedCertificates: 0, reissuedCertificates: 1 });

      const [old] = await db.select().from(certificates).where(eq(certificates.id, coveredId));
      expect(old).toMatchObject({
        approvalStatus: "pending",
        supersededReason: "Georgia approved the course (GA-26-0777) on November 25, 2026.",
      });
      expect(old?.supersededAt).toBeInstanceOf(Date);
      const [next] = await db
        .select()
        .from(certificates)
        .where(eq(certificates.supersedesId, coveredId));
      expect(next).toMatchObject({
        version: 2,
        approvalStatus: "approved",
        approvalNumber: "GA-26-0777",
        completedOn: "2026-11-20",
        supersededAt: null,
      });
      const [untouched] = await db.select().from(certificates).where(eq(certificates.id, earlyId));
      expect(untouched).toMatchObject({ approvalStatus: "pending", supersededAt: null });

      const audit = await db
        .select()
        .from(staffAuditLog)
        .where(
          and(
            eq(staffAuditLog.action, "certificate.reissue"),
            eq(staffAuditLog.recordId, coveredId),
          ),
        );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorEmail: COMPLIANCE.email,
        reason: "Georgia approved the course (GA-26-0777) on November 25, 2026.",
        after: expect.objectContaining({ id: next?.id, approvalNumber: "GA-26-0777" }),
      });
      const approvedMail = await outboxMessages(
        db,
        `${covered}@example.com`,
        "certificate-approved",
      );
      expect(approvedMail).toHaveLength(1);
      expect(approvedMail[0]?.text).toContain(`${BASE_URL}/certificates/${next?.id}`);
      expect(approvedMail[0]?.attachments.map((file) => file.contentType)).toEqual([
        "application/pdf",
      ]);
      expect(await outboxMessages(db, `${early}@example.com`, "certificate-approved")).toEqual([]);

      // Georgia's report for the course is now due, with the re-issued certificate on it.
      const due = await dueGeorgia();
      expect(due.flatMap((report) => report.lines.map((line) => line.certificateId))).toContain(
        next?.id,
      );

      const claims = async (uid: string) =>
        outboxMessages(db, `${uid}@example.com`, "course-approved-claim");
      const [claim] = await claims(claimer);
      expect(claim?.subject).toBe("Now approved in Georgia: AI Contract Review Clinic");
      expect(claim?.text).toContain(`${BASE_URL}/certificates/new?courseId=${SLUG}`);
      expect(await claims(tooEarly)).toEqual([]);
      expect(await claims(notAdmitted)).toEqual([]);
      // Nothing is issued for them: they affirm attendance themselves.
      expect(await db.select().from(certificates).where(eq(certificates.uid, claimer))).toEqual([]);

      // New dates recorded later (the approval now reaching back further): the early
      // certificate is re-issued, and the completer already told is not mailed again.
      const widened = await saveAccreditations(db, COMPLIANCE, {
        courseId: SLUG,
        form: decisionsForm(await version(), {
          ...GEORGIA_APPROVED,
          "approval-georgia-effectiveFrom": "2026-10-01",
        }),
        notify: { mailer, baseUrl: BASE_URL },
        mayRevokeCertificates: true,
        now: NOW,
      });
      expect(widened).toEqual({ ok: true, revokedCertificates: 0, reissuedCertificates: 1 });
      expect(await claims(claimer)).toHaveLength(1);
      expect(await claims(tooEarly)).toHaveLength(1);
      expect(
        await outboxMessages(db, `${covered}@example.com`, "certificate-approved"),
      ).toHaveLength(1);
    });
  },
);
