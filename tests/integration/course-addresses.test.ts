import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { findCourseAddress } from "~/modules/catalogue/find-course-address.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { changeCourseAddress } from "~/modules/course-editing/change-course-address.server";
import { loadCourseAddress } from "~/modules/course-editing/load-course-editor.server";
import { createCourse } from "~/modules/course-editing/save-course.server";
import { listPublicPages } from "~/modules/seo/public-pages.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.7",
};
const OTHER: StaffActor = { ...MANAGER, email: "other-manager@example.com" };

const published = COURSES.filter((course) => course.status === "published");

describe.each(DATABASE_KINDS)("course addresses on %s", (kind) => {
  let database: TestDatabase;
  const courseId = published[0]?.id ?? "";
  const otherId = published[1]?.id ?? "";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(() => database?.destroy());

  const versionOf = async (id: string) =>
    (await loadCourseAddress(database.db, id))?.course.version ?? 0;

  it("starts every course at its id", async () => {
    expect(await findCourseAddress(database.db, courseId)).toEqual({
      courseId,
      slug: courseId,
      current: true,
    });
    expect(await findCourseAddress(database.db, "no-such-address")).toBeNull();
  });

  it("renames: the new address is current, the old one points to it, lists and sitemap follow", async () => {
    // Read through the cache first, so the change must invalidate it.
    await listCourses(database.db, {});
    await findCourseAddress(database.db, courseId);
    const version = await versionOf(courseId);
    expect(
      await changeCourseAddress(database.db, MANAGER, { courseId, slug: "ai-law-tools", version }),
    ).toEqual({ ok: true });
    expect(await findCourseAddress(database.db, "ai-law-tools")).toEqual({
      courseId,
      slug: "ai-law-tools",
      current: true,
    });
    expect(await findCourseAddress(database.db, courseId)).toEqual({
      courseId,
      slug: "ai-law-tools",
      current: false,
    });
    const listed = (await listCourses(database.db, {})).find((course) => course.id === courseId);
    expect(listed?.slug).toBe("ai-law-tools");
    expect((await getCourse(database.db, courseId))?.slug).toBe("ai-law-tools");
    const pages = await listPublicPages(database.db);
    expect(pages).toContain("/courses/ai-law-tools");
    expect(pages).not.toContain(`/courses/${courseId}`);
    const editor = await loadCourseAddress(database.db, courseId);
    expect(editor?.formerAddresses).toEqual([courseId]);
    expect(editor?.course.version).toBe(version + 1);
    const { entries } = await listAuditLog(
      database.db,
      { record: courseId, action: "course.address" },
      null,
    );
    expect(entries[0]).toMatchObject({
      actorEmail: MANAGER.email,
      before: { slug: courseId },
      after: { slug: "ai-law-tools" },
    });
  });

  it("refuses an address another course has or had, and a new course on a former address", async () => {
    const version = await versionOf(otherId);
    expect(
      await changeCourseAddress(database.db, MANAGER, {
        courseId: otherId,
        slug: "ai-law-tools",
        version,
      }),
    ).toEqual({ ok: false, reason: "taken" });
    expect(
      await changeCourseAddress(database.db, MANAGER, {
        courseId: otherId,
        slug: courseId,
        version,
      }),
    ).toEqual({
      ok: false,
      reason: "taken",
    });
    expect(
      await createCourse(database.db, MANAGER, {
        slug: "ai-law-tools",
        title: "Clash",
        categorySlug: published[0]?.categorySlug ?? "",
        format: "on_demand",
      }),
    ).toEqual({ ok: false, reason: "taken" });
    expect(await versionOf(otherId)).toBe(version);
  });

  it("refuses a change from an older version, naming who saved first", async () => {
    const version = await versionOf(courseId);
    expect(
      await changeCourseAddress(database.db, OTHER, { courseId, slug: "ai-law-tools-2", version }),
    ).toEqual({ ok: true });
    expect(
      await changeCourseAddress(database.db, MANAGER, {
        courseId,
        slug: "ai-law-tools-3",
        version,
      }),
    ).toMatchObject({ ok: false, reason: "overtaken", by: OTHER.email });
    // Both former addresses lead to the current one.
    for (const former of [courseId, "ai-law-tools"]) {
      expect((await findCourseAddress(database.db, former))?.slug).toBe("ai-law-tools-2");
    }
  });

  it("lets a course take back one of its own former addresses", async () => {
    const version = await versionOf(courseId);
    expect(
      await changeCourseAddress(database.db, MANAGER, { courseId, slug: courseId, version }),
    ).toEqual({
      ok: true,
    });
    expect(await findCourseAddress(database.db, courseId)).toMatchObject({ current: true });
    expect(await findCourseAddress(database.db, "ai-law-tools-2")).toMatchObject({
      slug: courseId,
      current: false,
    });
  });

  it("lists a course's player in the sitemap only while the course has a lecture", async () => {
    const slugOf = async (id: string) => (await findCourseAddress(database.db, id))?.slug ?? id;
    const other = await slugOf(otherId);
    expect(await listPublicPages(database.db)).toContain(`/course-player/${other}`);
    // A live-only course has no recording yet: its player answers 404.
    await database.db.execute(sql`update courses set media = null where id = ${otherId}`);
    const pages = await listPublicPages(database.db);
    expect(pages).toContain(`/courses/${other}`);
    expect(pages).not.toContain(`/course-player/${other}`);
    expect(pages).toContain(`/course-player/${await slugOf(courseId)}`);
  });
});
