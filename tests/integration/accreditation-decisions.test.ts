import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { courseStateApprovals, courses } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { staffAuditLog } from "~/db/schema/staff";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { certificateEligibility } from "~/modules/certificates/check-certificate-eligibility.server";
import { createCourse, saveCourseDetails } from "~/modules/course-editing/save-course.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer, outboxMessages } from "../setup/test-services";
import { attorney } from "../support/attendance-fixtures";
import { certifiedAttorney } from "../support/certificate-fixtures";
import { detailsForm } from "../support/course-form-fixtures";

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: null,
};
const SLUG = "ai-discovery-clinic";
const NOTIFY = { baseUrl: "https://cle.test" };

describe.each(DATABASE_KINDS)("a state's decision on a course on %s", (kind) => {
  let database: TestDatabase;
  const version = async () =>
    (
      await database.db
        .select({ version: courses.version })
        .from(courses)
        .where(eq(courses.id, SLUG))
    )[0]?.version ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    await createCourse(database.db, MANAGER, {
      slug: SLUG,
      title: "AI Discovery Clinic",
      categorySlug: COURSES[0]?.categorySlug ?? "",
      format: "on_demand",
    });
    // New York applied for, Texas approved (the form's defaults).
    const saved = await saveCourseDetails(database.db, MANAGER, {
      courseId: SLUG,
      form: detailsForm(1),
    });
    expect(saved).toEqual({ ok: true, revokedCertificates: 0, reissuedCertificates: 0 });
  });
  afterAll(() => database?.destroy());

  it("asks for the date of a denial", () => {
    // The form builder throws with the schema's issues.
    expect(() =>
      detailsForm(1, { "approval-new-york-status": "denied", "approval-new-york-approvedOn": "" }),
    ).toThrow("Enter the date New York denied the course.");
  });

  it("a denial takes the state off the public pages and revokes the certificates issued while it was pending", async () => {
    const db = database.db;
    const { uid, id } = await certifiedAttorney(db);
    await db
      .update(certificates)
      .set({ courseId: SLUG, approvalStatus: "pending", approvalNumber: null })
      .where(eq(certificates.id, id));
    const registered = await attorney(db, SLUG);

    const mailer = outboxMailer(db);
    const denial = async (mayRevoke: boolean) =>
      saveCourseDetails(db, MANAGER, {
        courseId: SLUG,
        form: detailsForm(await version(), {
          "approval-new-york-status": "denied",
          "approval-new-york-approvedOn": "2026-11-20",
        }),
        notify: { mailer, ...NOTIFY },
        mayRevokeCertificates: mayRevoke,
      });
    // A course manager alone may not: the whole save is refused, nothing written.
    const refused = await denial(false);
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect(refused.ok ? "" : "message" in refused ? refused.message : "").toContain(
      "denying a state revokes the certificate issued while its approval was pending",
    );
    const [still] = await db
      .select()
      .from(courseStateApprovals)
      .where(
        and(
          eq(courseStateApprovals.courseId, SLUG),
          eq(courseStateApprovals.stateSlug, "new-york"),
        ),
      );
    expect(still?.status).toBe("pending");
    expect(
      (await db.select().from(certificates).where(eq(certificates.id, id)))[0]?.revokedAt,
    ).toBeNull();

    expect(await denial(true)).toEqual({
      ok: true,
      revokedCertificates: 1,
      reissuedCertificates: 0,
    });

    const [row] = await db
      .select()
      .from(courseStateApprovals)
      .where(
        and(
          eq(courseStateApprovals.courseId, SLUG),
          eq(courseStateApprovals.stateSlug, "new-york"),
        ),
      );
    expect(row).toMatchObject({ status: "denied", deniedOn: "2026-11-20", approvedOn: null });
    // The course page and the state's listings show New York as not offered.
    expect((await getCourse(db, SLUG))?.approvals.map((approval) => approval.stateSlug)).toEqual([
      "texas",
    ]);
    expect(
      await db.update(courses).set({ status: "published" }).where(eq(courses.id, SLUG)),
    ).toBeDefined();
    const listed = await listCourses(db, { state: "new-york", includePending: true });
    expect(listed.map((course) => course.id)).not.toContain(SLUG);
    // Nobody can claim New York credit for it any more.
    const eligibility = await certificateEligibility(db, registered, SLUG);
    expect(eligibility?.states.map((state) => state.slug)).toEqual(["texas"]);

    const [revoked] = await db.select().from(certificates).where(eq(certificates.id, id));
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    expect(revoked?.revocationReason).toBe(
      "New York did not approve this course (decided November 20, 2026), so it carries no New York credit.",
    );
    expect(await outboxMessages(db, `${uid}@example.com`, "certificate-revoked")).toHaveLength(1);
    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.recordId, id), eq(staffAuditLog.action, "certificate.revoke")));
    expect(audit).toHaveLength(1);

    // Saving again (still denied) revokes nothing more and mails nobody again.
    expect(
      await saveCourseDetails(db, MANAGER, {
        courseId: SLUG,
        form: detailsForm(await version(), {
          "approval-new-york-status": "denied",
          "approval-new-york-approvedOn": "2026-11-20",
        }),
        notify: { mailer, ...NOTIFY },
        mayRevokeCertificates: true,
      }),
    ).toEqual({ ok: true, revokedCertificates: 0, reissuedCertificates: 0 });
    expect(await outboxMessages(db, `${uid}@example.com`, "certificate-revoked")).toHaveLength(1);
  });
});
