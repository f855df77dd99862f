import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES, FACULTY } from "~/content/catalogue";
import { user } from "~/db/schema/auth";
import { courses } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { listFaculty } from "~/modules/catalogue/list-faculty.server";
import {
  changeCourseStatus,
  deleteCourse,
} from "~/modules/course-editing/change-course-status.server";
import { loadCourseDetails } from "~/modules/course-editing/load-course-editor.server";
import { createCourse, saveCourseDetails } from "~/modules/course-editing/save-course.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { detailsForm } from "../support/course-form-fixtures";

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.7",
};
const OTHER: StaffActor = { ...MANAGER, email: "other-manager@example.com" };
const SLUG = "ai-contract-review-clinic";

describe.each(DATABASE_KINDS)("the course editor on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(() => database?.destroy());

  it("creates a draft that no public page lists, and refuses a taken address", async () => {
    const input = {
      slug: SLUG,
      title: "AI Contract Review Clinic",
      categorySlug: COURSES[0]?.categorySlug ?? "",
      format: "on_demand" as const,
    };
    expect(await createCourse(database.db, MANAGER, input)).toEqual({ ok: true });
    expect(await createCourse(database.db, MANAGER, input)).toEqual({ ok: false, reason: "taken" });
    expect((await listCourses(database.db, {}, new Date())).map((c) => c.id)).not.toContain(SLUG);
    expect((await getCourse(database.db, SLUG))?.status).toBe("draft");
  });

  it("will not publish a course that lacks what the public page needs", async () => {
    const changed = await changeCourseStatus(database.db, MANAGER, {
      courseId: SLUG,
      change: "publish",
      version: 1,
    });
    expect(changed).toMatchObject({ ok: false, reason: "invalid" });
    expect(changed.ok ? "" : "message" in changed ? changed.message : "").toContain("a summary");
  });

  it("saves every detail, credits, faculty and accreditations, with the change in the audit log", async () => {
    expect(
      await saveCourseDetails(database.db, MANAGER, { courseId: SLUG, form: detailsForm(1) }),
    ).toEqual({
      ok: true,
      revokedCertificates: 0,
      reissuedCertificates: 0,
    });
    const editor = await loadCourseDetails(database.db, SLUG);
    expect(editor?.course).toMatchObject({
      title: "AI Contract Review Clinic",
      durationMinutes: 60,
      priceCents: 4900,
      memberPriceCents: 3950,
      topics: ["Clause extraction", "Redlines"],
      version: 2,
    });
    expect(editor?.credits).toEqual({ general: 1 });
    expect(editor?.facultyIds).toEqual([FACULTY[0]?.id]);
    expect(editor?.approvals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          stateSlug: "new-york",
          status: "pending",
          appliedOn: "2026-10-01",
        }),
        expect.objectContaining({
          stateSlug: "texas",
          status: "approved",
          approvalNumber: "TX-778812",
        }),
      ]),
    );
    const { entries } = await listAuditLog(
      database.db,
      { record: SLUG, action: "course.update" },
      null,
    );
    expect(entries[0]).toMatchObject({ actorEmail: MANAGER.email, ipAddress: "192.0.2.7" });
    expect(entries[0]?.after).toMatchObject({ priceCents: 4900, credits: { general: 1 } });
  });

  it("refuses the later of two saves from the same version, naming who saved first", async () => {
    const first = await saveCourseDetails(database.db, OTHER, {
      courseId: SLUG,
      form: detailsForm(2, { title: "First edit" }),
    });
    expect(first).toEqual({ ok: true, revokedCertificates: 0, reissuedCertificates: 0 });
    const second = await saveCourseDetails(database.db, MANAGER, {
      courseId: SLUG,
      form: detailsForm(2, { title: "Second edit" }),
    });
    expect(second).toMatchObject({ ok: false, reason: "overtaken", by: OTHER.email });
    expect((await loadCourseDetails(database.db, SLUG))?.course.title).toBe("First edit");
  });

  it("publishes: the catalogue, search, state pages and faculty show it on the next request", async () => {
    expect(
      await changeCourseStatus(database.db, MANAGER, {
        courseId: SLUG,
        change: "publish",
        version: 3,
      }),
    ).toMatchObject({
      ok: true,
    });
    const published = await listCourses(database.db, { status: "published" });
    expect(published.map((course) => course.id)).toContain(SLUG);
    expect((await listCourses(database.db, { query: "clinic" })).map((c) => c.id)).toContain(SLUG);
    const texas = await listCourses(database.db, { status: "published", state: "texas" });
    expect(texas.find((course) => course.id === SLUG)?.stateApproval?.approvalNumber).toBe(
      "TX-778812",
    );
    const teacher = (await listFaculty(database.db)).find((member) => member.id === FACULTY[0]?.id);
    expect(teacher?.courses.map((course) => course.id)).toContain(SLUG);
  });

  it("archives: gone from every list, while the course itself is kept", async () => {
    expect(
      await changeCourseStatus(database.db, MANAGER, {
        courseId: SLUG,
        change: "archive",
        version: 4,
      }),
    ).toMatchObject({
      ok: true,
    });
    expect((await listCourses(database.db, {})).map((course) => course.id)).not.toContain(SLUG);
    expect((await listCourses(database.db, { query: "clinic" })).map((c) => c.id)).not.toContain(
      SLUG,
    );
    const teacher = (await listFaculty(database.db)).find((member) => member.id === FACULTY[0]?.id);
    expect(teacher?.courses.map((course) => course.id)).not.toContain(SLUG);
    expect(
      await changeCourseStatus(database.db, MANAGER, {
        courseId: SLUG,
        change: "restore",
        version: 5,
      }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("never deletes a course someone registered for, and deletes an untouched draft", async () => {
    const uid = `editor-test-${kind}`;
    await database.db.insert(user).values({ id: uid, name: "Ada", email: `${uid}@example.com` });
    await database.db.insert(courseRegistrations).values({
      id: `${uid}_${SLUG}`,
      uid,
      courseId: SLUG,
      courseName: "First edit",
      firstName: "Ada",
      lastName: "Lovelace",
      email: `${uid}@example.com`,
      state: "texas",
    });
    expect(await deleteCourse(database.db, MANAGER, SLUG, 6)).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await getCourse(database.db, SLUG)).not.toBeNull();

    const input = {
      slug: "empty-draft",
      title: "Empty",
      categorySlug: COURSES[0]?.categorySlug ?? "",
      format: "live_webcast" as const,
    };
    await createCourse(database.db, MANAGER, input);
    expect(await deleteCourse(database.db, MANAGER, "empty-draft", 1)).toEqual({ ok: true });
    const [gone] = await database.db.select().from(courses).where(eq(courses.id, "empty-draft"));
    expect(gone).toBeUndefined();
    const { entries } = await listAuditLog(
      database.db,
      { record: "empty-draft", action: "course.delete" },
      null,
    );
    expect(entries).toHaveLength(1);
  });

  it("a restart keeps staff edits: the seed never overwrites the catalogue", async () => {
    const seeded = COURSES.find((course) => course.status === "published");
    if (!seeded) throw new Error("no published course in the content");
    await database.db
      .update(courses)
      .set({ title: "Renamed by staff" })
      .where(eq(courses.id, seeded.id));
    await seedDatabase(database.db);
    expect((await loadCourseDetails(database.db, seeded.id))?.course.title).toBe(
      "Renamed by staff",
    );
    expect(await loadCourseDetails(database.db, "empty-draft")).toBeNull();
  });
});
