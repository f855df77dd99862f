import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_COURSE_ID, SPLASH_COURSE_ID } from "~/content/catalogue";
import { user } from "~/db/schema/auth";
import { courses } from "~/db/schema/catalogue";
import { staffRoleGrants } from "~/db/schema/staff";
import { changeCourseStatus } from "~/modules/course-editing/change-course-status.server";
import { featureCourse } from "~/modules/course-editing/feature-course.server";
import { listStaffCourses } from "~/modules/course-editing/list-staff-courses.server";
import { listPublicPages } from "~/modules/seo/public-pages.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { loader as homeLoader } from "~/routes/home";
import { loader as splashLoader } from "~/routes/splash/advanced-legal-ai-cle";
import { action as coursesAction } from "~/routes/staff/courses";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, TEST_BASE_URL } from "../setup/test-services";

// The home page's featured course is data staff choose:
// one published course at a time, moved from the course list, audited, and
// shown on the home page's next request; never an unpublished course.

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.7",
};

/** What a route threw or returned: its status and body. */
async function answer(run: () => Promise<unknown>) {
  const result = await run().catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, data: null };
  const shaped = result as { init?: { status?: number } | null; data?: unknown };
  return { status: shaped.init?.status ?? 200, data: shaped.data as Record<string, unknown> };
}

describe.each(DATABASE_KINDS)("the featured course on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let manager: string;
  let attorney: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
    const staff = await signUpMember(context, `featured-manager-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db
      .insert(staffRoleGrants)
      .values({ userId: staff.user.id, role: "course_manager" });
    manager = staff.cookie;
    attorney = (await signUpMember(context, `featured-attorney-${kind}`)).cookie;
  });
  afterAll(() => database?.destroy());

  const featuredIds = async () =>
    (await database.db.select({ id: courses.id }).from(courses).where(eq(courses.featured, true)))
      .map((row) => row.id)
      .sort();
  const versionOf = async (id: string) => {
    const [row] = await database.db
      .select({ version: courses.version })
      .from(courses)
      .where(eq(courses.id, id));
    if (!row) throw new Error(`no course ${id}`);
    return row.version;
  };
  /** The home page as a signed-out visitor's next request gets it. */
  const home = async () =>
    homeLoader({
      request: new Request(new URL("/", TEST_BASE_URL)),
      params: {},
      context: { ...context },
    } as unknown as Parameters<typeof homeLoader>[0]);
  const post = (fields: Record<string, string>, cookie = manager) =>
    answer(() =>
      coursesAction({
        request: new Request(new URL("/staff/courses", TEST_BASE_URL), {
          method: "POST",
          headers: {
            Origin: TEST_BASE_URL,
            Cookie: cookie,
            "Content-Type": "application/x-www-form-urlencoded",
            "x-client-ip": "192.0.2.11",
          },
          body: new URLSearchParams(fields),
        }),
        params: {},
        context: { ...context },
      } as unknown as Parameters<typeof coursesAction>[0]),
    );
  const published = async () =>
    (await listStaffCourses(database.db, { status: "published" }, null)).courses.map(
      (row) => row.id,
    );

  it("starts with the seed's featured course on the home page, and only it flagged", async () => {
    expect(await featuredIds()).toEqual([FEATURED_COURSE_ID]);
    expect((await home()).featured?.id).toBe(FEATURED_COURSE_ID);
  });

  it("moves the flag from the course list: audited, and on the home page's next request", async () => {
    const fields = {
      intent: "feature",
      courseId: SPLASH_COURSE_ID,
      version: String(await versionOf(SPLASH_COURSE_ID)),
    };
    expect((await post(fields, attorney)).status).toBe(403);
    expect(await featuredIds()).toEqual([FEATURED_COURSE_ID]);

    const done = await post(fields);
    expect(done).toMatchObject({ status: 200, data: { ok: true, intent: "feature" } });
    expect(await featuredIds()).toEqual([SPLASH_COURSE_ID]);
    expect((await home()).featured?.id).toBe(SPLASH_COURSE_ID);

    const marked = await listAuditLog(
      database.db,
      { record: SPLASH_COURSE_ID, action: "course.feature" },
      null,
    );
    expect(marked.entries[0]).toMatchObject({
      before: { featured: false, featuredCourse: FEATURED_COURSE_ID },
      after: { featured: true, featuredCourse: SPLASH_COURSE_ID },
    });
    const unmarked = await listAuditLog(
      database.db,
      { record: FEATURED_COURSE_ID, action: "course.unfeature" },
      null,
    );
    expect(unmarked.entries[0]).toMatchObject({ before: { featured: true } });

    // The same post again, from a page showing the old version: refused, who and when.
    const stale = await post(fields);
    expect(stale.status).toBe(409);
    expect(String(stale.data?.message)).toMatch(/^Not saved: member\d+-featured-manager/);
  });

  it("features only a published course (409, nothing changed)", async () => {
    const [draft] = (await listStaffCourses(database.db, { status: "draft" }, null)).courses;
    const [upcoming] = (await listStaffCourses(database.db, { status: "upcoming" }, null)).courses;
    const target = draft ?? upcoming;
    if (!target) throw new Error("the seed has no course that is not published");
    const refused = await post({
      intent: "feature",
      courseId: target.id,
      version: String(target.version),
    });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      ok: false,
      intent: "feature",
      message: expect.stringMatching(/^Only a published course can be featured/),
    });
    expect(await featuredIds()).toEqual([SPLASH_COURSE_ID]);
    expect(await versionOf(target.id)).toBe(target.version);
    expect(
      (await post({ intent: "feature", courseId: "no-such-course", version: "1" })).status,
    ).toBe(404);
  });

  it("keeps one featured course when two are marked at once (the later wins)", async () => {
    const [first, second] = (await published()).filter((id) => id !== SPLASH_COURSE_ID);
    if (!first || !second) throw new Error("the seed publishes fewer than three courses");
    const results = await Promise.all([
      featureCourse(database.db, MANAGER, first, await versionOf(first)),
      featureCourse(database.db, MANAGER, second, await versionOf(second)),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    const flagged = await featuredIds();
    expect(flagged).toHaveLength(1);
    expect([first, second]).toContain(flagged[0]);
    expect((await home()).featured?.id).toBe(flagged[0]);
  });

  it("refuses a second flag in the database itself (partial unique index)", async () => {
    const [flagged] = await featuredIds();
    const other = (await published()).find((id) => id !== flagged);
    if (!other) throw new Error("no other published course");
    await expect(
      database.db.update(courses).set({ featured: true }).where(eq(courses.id, other)),
    ).rejects.toThrow();
    expect(await featuredIds()).toEqual([flagged]);
  });

  it("takes an unpublished featured course off the home page, for the first published one", async () => {
    const [flagged] = await featuredIds();
    if (!flagged) throw new Error("no featured course");
    const changed = await changeCourseStatus(database.db, MANAGER, {
      courseId: flagged,
      change: "unpublish",
      version: await versionOf(flagged),
    });
    expect(changed).toMatchObject({ ok: true });
    expect(await featuredIds()).toEqual([]);
    const audit = await listAuditLog(
      database.db,
      { record: flagged, action: "course.unpublish" },
      null,
    );
    expect(audit.entries[0]).toMatchObject({
      before: { status: "published", featured: true },
      after: { status: "draft", featured: false },
    });
    const shown = (await home()).featured;
    expect(shown?.id).toBe((await published())[0]);
    expect(shown?.id).not.toBe(flagged);
  });

  it("never shows a flagged course that is not published (a write outside the console)", async () => {
    // Not the splash course, which the next test takes off sale itself.
    const target = (await published()).find((id) => id !== SPLASH_COURSE_ID);
    if (!target) throw new Error("no published course");
    await featureCourse(database.db, MANAGER, target, await versionOf(target));
    await database.db
      .update(courses)
      .set({ status: "archived" })
      .where(and(eq(courses.id, target), eq(courses.featured, true)));
    const shown = (await home()).featured;
    expect(shown?.id).not.toBe(target);
    expect(shown?.id).toBe((await published())[0]);
  });

  it("answers the splash pages with 404 once their course is off sale, and leaves them out of the sitemap", async () => {
    const splash = () =>
      answer(() =>
        splashLoader({
          request: new Request(new URL("/advanced-legal-ai-cle", TEST_BASE_URL)),
          params: {},
          context: { ...context },
        } as unknown as Parameters<typeof splashLoader>[0]),
      );
    expect((await splash()).status).toBe(200);
    expect(await listPublicPages(database.db)).toContain("/advanced-legal-ai-cle");
    await database.db
      .update(courses)
      .set({ status: "draft" })
      .where(eq(courses.id, SPLASH_COURSE_ID));
    expect((await splash()).status).toBe(404);
    const pages = await listPublicPages(database.db);
    expect(pages).not.toContain("/advanced-legal-ai-cle");
    expect(pages).not.toContain("/ai-course-alt");
  });

  it("leaves the featured section out when no course is published, without an error", async () => {
    await database.db.update(courses).set({ status: "draft" });
    const page = await home();
    expect(page.featured).toBeNull();
    expect(page.structuredData["@graph"]).toHaveLength(1);
  });
});
