// A state's approval covers completions between its dates (approvalCovers,
// docs/decisions/0037, 0038): a certificate claimed for a completion outside
// them says approval pending, and the tracker does not count it; correcting an
// approval already given re-issues the approved certificates it changes.

import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { APPROVED_STATES } from "~/content/states";
import { barAdmissions } from "~/db/schema/accounts";
import { attendanceCorrections } from "~/db/schema/attendance";
import { courseStateApprovals, courses } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { reportingPeriods } from "~/db/schema/compliance";
import { staffAuditLog } from "~/db/schema/staff";
import { newCertificateId } from "~/modules/certificates/certificate-id.server";
import { certificateEligibility } from "~/modules/certificates/check-certificate-eligibility.server";
import { getCertificate } from "~/modules/certificates/get-certificate.server";
import { issueCertificates } from "~/modules/certificates/issue-certificates.server";
import { printCertificate } from "~/modules/certificates/print-certificate.server";
import { accreditationSchema } from "~/modules/course-editing/accreditation-forms";
import { saveAccreditations } from "~/modules/course-editing/save-accreditations.server";
import { createCourse } from "~/modules/course-editing/save-course.server";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer, outboxMessages } from "../setup/test-services";
import { attorney, COURSE, START } from "../support/attendance-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";
import { pdfText } from "../support/pdf-text";

const NOW = new Date("2026-11-26T18:00:00Z");
const BASE_URL = "https://cle.test";
const SLUG = "approval-dates-clinic";

describe.each(DATABASE_KINDS)("an approval's dates on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  /** An attorney admitted in New York who completed the course's lecture at `completedAt` (a staff correction). */
  async function completer(completedAt: string) {
    const uid = await attorney(db(), COURSE);
    await db()
      .insert(barAdmissions)
      .values({ id: randomUUID(), uid, state: "new-york", barNumber: "NY-4412078" });
    await db()
      .insert(attendanceCorrections)
      .values({
        id: randomUUID(),
        uid,
        courseId: COURSE,
        outcome: "attended",
        reason: "Watched the lecture at a firm screening.",
        evidence: "Sign-in sheet",
        createdByEmail: COMPLIANCE.email,
        createdAt: new Date(completedAt),
      });
    await db().insert(reportingPeriods).values({
      id: randomUUID(),
      uid,
      stateSlug: "new-york",
      startsOn: "2026-01-01",
      endsOn: "2027-12-31",
    });
    return uid;
  }

  it("issues an approved certificate only for a completion the approval covers; before or after it, pending, and the tracker counts only the first", async () => {
    const [newYork] = await db()
      .update(courseStateApprovals)
      .set({ effectiveFrom: "2026-11-10", expiresOn: "2026-11-20" })
      .where(
        and(
          eq(courseStateApprovals.courseId, COURSE),
          eq(courseStateApprovals.stateSlug, "new-york"),
        ),
      )
      .returning();
    const number = newYork?.approvalNumber;
    expect(number).toBeTruthy();

    const cases = [
      { name: "inside", completedAt: "2026-11-15T15:00:00Z", day: "2026-11-15" },
      { name: "before", completedAt: "2026-11-05T15:00:00Z", day: "2026-11-05" },
      { name: "after", completedAt: "2026-11-24T15:00:00Z", day: "2026-11-24" },
    ];
    const seen = [];
    for (const example of cases) {
      const uid = await completer(example.completedAt);
      const offered = (await certificateEligibility(db(), uid, COURSE, NOW))?.states.find(
        (state) => state.slug === "new-york",
      );
      const issued = await issueCertificates(
        db(),
        outboxMailer(db()),
        { baseUrl: BASE_URL },
        {
          uid,
          email: `${uid}@example.com`,
          courseId: COURSE,
          states: ["new-york"],
          typedName: "Zoë O'Connor",
          accountName: "Zoë O'Connor",
        },
        NOW,
      );
      if (!issued.ok) throw new Error(issued.message);
      const certificate = await getCertificate(db(), issued.issued[0] ?? "");
      if (!certificate) throw new Error("no certificate");
      const printed = (
        await pdfText((await printCertificate(certificate, BASE_URL)).pdf)
      ).pages.join(" ");
      const newYorkTracker = (await loadCreditTracker(db(), uid, NOW)).states.find(
        (state) => state.slug === "new-york",
      );
      seen.push({
        name: example.name,
        offered: offered?.approvalStatus,
        outside: offered?.outsideApproval ?? null,
        status: certificate.approvalStatus,
        number: certificate.approvalNumber,
        completedOn: certificate.completedOn,
        printsPending: printed.includes("Approval pending"),
        printsNumber: printed.includes(number ?? "no number"),
        counted: newYorkTracker?.evaluation?.total.earned,
        tracked: newYorkTracker?.credits.map((credit) => credit.id),
        pending: newYorkTracker?.pending.length,
      });
      // The mail with the PDF says the same.
      const [mail] = await outboxMessages(db(), `${uid}@example.com`, "certificates-issued");
      expect(mail?.text.includes("pending")).toBe(example.name !== "inside");
    }
    const outside = (completedOn: string) => ({
      effectiveFrom: "2026-11-10",
      expiresOn: "2026-11-20",
      completedOn,
    });
    expect(seen).toEqual([
      {
        name: "inside",
        offered: "approved",
        outside: null,
        status: "approved",
        number,
        completedOn: "2026-11-15",
        printsPending: false,
        printsNumber: true,
        counted: 1,
        tracked: [expect.any(String)],
        pending: 0,
      },
      {
        name: "before",
        offered: "pending",
        outside: outside("2026-11-05"),
        status: "pending",
        number: null,
        completedOn: "2026-11-05",
        printsPending: true,
        printsNumber: false,
        counted: 0,
        tracked: [],
        pending: 1,
      },
      {
        name: "after",
        offered: "pending",
        outside: outside("2026-11-24"),
        status: "pending",
        number: null,
        completedOn: "2026-11-24",
        printsPending: true,
        printsNumber: false,
        counted: 0,
        tracked: [],
        pending: 1,
      },
    ]);
  });

  describe("a correction of an approval already given", () => {
    const decisions = (georgia: Record<string, string>) =>
      accreditationSchema.parse({
        version: "1",
        ...Object.fromEntries(
          APPROVED_STATES.map((state) => [`approval-${state.slug}-status`, "none"]),
        ),
        ...Object.fromEntries(
          Object.entries(georgia).map(([part, value]) => [`approval-georgia-${part}`, value]),
        ),
      });
    const APPROVED = {
      status: "approved",
      number: "GA-26-0100",
      approvedOn: "2026-10-20",
      appliedOn: "2026-09-01",
      effectiveFrom: "2026-11-01",
      expiresOn: "2028-10-31",
    };
    const save = async (georgia: Record<string, string>) => {
      const [course] = await db()
        .select({ version: courses.version })
        .from(courses)
        .where(eq(courses.id, SLUG));
      return saveAccreditations(db(), COMPLIANCE, {
        courseId: SLUG,
        form: { ...decisions(georgia), version: course?.version ?? 0 },
        notify: { mailer: outboxMailer(db()), baseUrl: BASE_URL },
        mayRevokeCertificates: true,
        now: NOW,
      });
    };
    /** A Georgia certificate issued as approved under the approval's number. */
    async function approvedCertificate(completedOn: string) {
      const uid = await attorney(db(), SLUG);
      const id = newCertificateId();
      await db()
        .insert(certificates)
        .values({
          id,
          uid,
          courseId: SLUG,
          stateSlug: "georgia",
          attorneyName: "Ada Byron",
          barNumber: "GA-551200",
          courseTitle: "Approval Dates Clinic",
          format: "self-study",
          approvalStatus: "approved",
          approvalNumber: APPROVED.number,
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
      return { uid, id };
    }
    const successorOf = async (id: string) =>
      (await db().select().from(certificates).where(eq(certificates.supersedesId, id)))[0];
    const reissueMail = (uid: string) =>
      outboxMessages(db(), `${uid}@example.com`, "certificate-reissued");

    it("re-issues the approved certificates whose number or coverage changes, and nothing for an unrelated edit", async () => {
      await createCourse(db(), COMPLIANCE, {
        slug: SLUG,
        title: "Approval Dates Clinic",
        categorySlug: COURSES[0]?.categorySlug ?? "",
        format: "on_demand",
      });
      expect(await save(APPROVED)).toMatchObject({ ok: true, reissuedCertificates: 0 });
      const early = await approvedCertificate("2026-11-05");
      const late = await approvedCertificate("2026-11-20");
      const count = async () => (await db().select().from(certificates)).length;
      const before = await count();

      // The decision and application dates are not on any certificate: nothing is re-issued.
      expect(
        await save({ ...APPROVED, approvedOn: "2026-10-21", appliedOn: "2026-09-02" }),
      ).toMatchObject({ ok: true, reissuedCertificates: 0 });
      // Dates that still cover both completions change nothing they say either.
      expect(
        await save({ ...APPROVED, approvedOn: "2026-10-21", expiresOn: "2028-12-31" }),
      ).toMatchObject({ ok: true, reissuedCertificates: 0 });
      expect(await count()).toBe(before);
      expect(await reissueMail(early.uid)).toEqual([]);

      // The course number was mistyped: both certificates take the corrected one.
      const renumbered = await save({
        ...APPROVED,
        approvedOn: "2026-10-21",
        number: "GA-26-0110",
      });
      expect(renumbered).toMatchObject({ ok: true, reissuedCertificates: 2 });
      const reason =
        "Georgia's course number for the course was corrected from GA-26-0100 to GA-26-0110.";
      for (const held of [early, late]) {
        const [old] = await db().select().from(certificates).where(eq(certificates.id, held.id));
        expect(old).toMatchObject({ approvalNumber: "GA-26-0100", supersededReason: reason });
        const next = await successorOf(held.id);
        expect(next).toMatchObject({
          version: 2,
          approvalStatus: "approved",
          approvalNumber: "GA-26-0110",
          credits: { general: 1 },
          supersededAt: null,
        });
        const audit = await db()
          .select()
          .from(staffAuditLog)
          .where(
            and(
              eq(staffAuditLog.action, "certificate.reissue"),
              eq(staffAuditLog.recordId, held.id),
            ),
          );
        expect(audit).toEqual([
          expect.objectContaining({
            actorEmail: COMPLIANCE.email,
            reason,
            after: expect.objectContaining({ id: next?.id, approvalNumber: "GA-26-0110" }),
          }),
        ]);
        const mail = await reissueMail(held.uid);
        expect(mail).toHaveLength(1);
        expect(mail[0]?.text).toContain(`${BASE_URL}/certificates/${next?.id}`);
        expect(mail[0]?.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
      }

      // The approval takes effect later than recorded: the early completion is no longer
      // covered, and its certificate says pending again; the later one is left alone.
      const earlyV2 = await successorOf(early.id);
      const lateV2 = await successorOf(late.id);
      const narrowed = await save({
        ...APPROVED,
        approvedOn: "2026-10-21",
        number: "GA-26-0110",
        effectiveFrom: "2026-11-10",
      });
      expect(narrowed).toMatchObject({ ok: true, reissuedCertificates: 1 });
      const earlyV3 = await successorOf(earlyV2?.id ?? "");
      expect(earlyV3).toMatchObject({
        version: 3,
        approvalStatus: "pending",
        approvalNumber: null,
      });
      const [superseded] = await db()
        .select()
        .from(certificates)
        .where(eq(certificates.id, earlyV2?.id ?? ""));
      expect(superseded?.supersededReason).toBe(
        "Georgia's approval (GA-26-0110) was corrected to cover completions from November 10, 2026 to October 31, 2028, which leaves out this completion on November 5, 2026: its approval there is pending.",
      );
      expect(await successorOf(lateV2?.id ?? "")).toBeUndefined();
      expect(await reissueMail(early.uid)).toHaveLength(2);
      expect(await reissueMail(late.uid)).toHaveLength(1);

      // Put back: the state's approval covers it again, and it is approved again.
      expect(
        await save({ ...APPROVED, approvedOn: "2026-10-21", number: "GA-26-0110" }),
      ).toMatchObject({ ok: true, reissuedCertificates: 1 });
      expect(await successorOf(earlyV3?.id ?? "")).toMatchObject({
        version: 4,
        approvalStatus: "approved",
        approvalNumber: "GA-26-0110",
      });
    });
  });
});
