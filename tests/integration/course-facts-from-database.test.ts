import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_CLE_BUNDLE_ID, COURSES, FEATURED_COURSE_ID } from "~/content/catalogue";
import { FREE_GUIDE_COURSE_ID } from "~/content/free-guide";
import { courseBundleItems, courseBundles, courses, faculty } from "~/db/schema/catalogue";
import { getFirstBundleOffer } from "~/modules/catalogue/list-bundle-offers.server";
import { listPriceComparison } from "~/modules/catalogue/list-price-comparison.server";
import { COURSE_HANDOUTS } from "~/modules/documents/course-handouts.server";
import { renderFreeGuide } from "~/modules/documents/free-guide.server";
import { guideCourseTitle } from "~/modules/guide/request-free-guide.server";
import { renderCourseMaterial } from "~/modules/learning/render-course-material.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { pdfText } from "../support/pdf-text";

// A staff edit of a course (or of the bundles' order) shows in what is made
// from app/content's text: the shipped slides and handouts, the plans and
// on-demand pages' bundle. The code catalogue only seeds the database.
const LECTURED = COURSES.find((course) => course.id === FEATURED_COURSE_ID);
if (!LECTURED) throw new Error("no featured course");
const HANDOUT_COURSE = Object.keys(COURSE_HANDOUTS)[0] ?? "";
const HANDOUT = COURSE_HANDOUTS[HANDOUT_COURSE]?.[0];
if (!HANDOUT) throw new Error("no shipped handout");

describe.each(DATABASE_KINDS)("course facts read from the database on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, new Date("2027-01-04T12:00:00Z"));
  });
  afterAll(() => database?.destroy());

  const text = async (courseId: string, materialId: string) => {
    const pdf = await renderCourseMaterial(database.db, courseId, materialId);
    if (!pdf) throw new Error(`no ${materialId} for ${courseId}`);
    return pdfText(pdf);
  };

  it("the lecture slides carry the course's title, summary and faculty as staff last saved them", async () => {
    const before = await text(LECTURED.id, "slides");
    expect(before.info.Title).toContain(LECTURED.title);
    const speakerId = LECTURED.facultyIds[0] ?? "";
    await database.db
      .update(courses)
      .set({ title: "Edited Lecture Title", summary: "An edited summary of the lecture." })
      .where(eq(courses.id, LECTURED.id));
    await database.db
      .update(faculty)
      .set({ name: "Edited Speaker Name" })
      .where(eq(faculty.id, speakerId));
    const after = await text(LECTURED.id, "slides");
    expect(after.info.Title).toContain("Edited Lecture Title");
    const cover = after.pages[0] ?? "";
    expect(cover).toContain("Edited Lecture Title");
    expect(cover).toContain("An edited summary of the lecture.");
    expect(cover).toContain("Edited Speaker Name");
    expect(cover).not.toContain(LECTURED.title);
  });

  it("a shipped handout carries the course's title as staff last saved it", async () => {
    const first = await text(HANDOUT_COURSE, HANDOUT.id);
    const original = COURSES.find((course) => course.id === HANDOUT_COURSE)?.title ?? "";
    expect(first.pages[0]).toContain(original);
    await database.db
      .update(courses)
      .set({ title: `Edited Handout Course ${kind}` })
      .where(eq(courses.id, HANDOUT_COURSE));
    const edited = await text(HANDOUT_COURSE, HANDOUT.id);
    expect(edited.pages[0]).toContain(`Edited Handout Course ${kind}`);
    expect(edited.pages.join(" ")).not.toContain(original);
    expect(await renderCourseMaterial(database.db, "no-such-course", HANDOUT.id)).toBeNull();
  });

  it("the free guide recommends its course by the title staff keep, and none off sale", async () => {
    const seeded = COURSES.find((course) => course.id === FREE_GUIDE_COURSE_ID)?.title;
    expect(await guideCourseTitle(database.db)).toBe(seeded);
    await database.db
      .update(courses)
      .set({ title: `Edited Workshop ${kind}` })
      .where(eq(courses.id, FREE_GUIDE_COURSE_ID));
    expect(await guideCourseTitle(database.db)).toBe(`Edited Workshop ${kind}`);
    const guide = await pdfText(await renderFreeGuide(await guideCourseTitle(database.db)));
    expect(guide.pages.at(-1)?.replace(/\s+/g, " ")).toContain(`"Edited Workshop ${kind}"`);
    await database.db
      .update(courses)
      .set({ status: "draft" })
      .where(eq(courses.id, FREE_GUIDE_COURSE_ID));
    expect(await guideCourseTitle(database.db)).toBeNull();
    await database.db
      .update(courses)
      .set({ status: "published" })
      .where(eq(courses.id, FREE_GUIDE_COURSE_ID));
  });

  it("the plans and on-demand pages name the first bundle on sale, in staff's order", async () => {
    expect((await getFirstBundleOffer(database.db))?.id).toBe(AI_CLE_BUNDLE_ID);
    await database.db.insert(courseBundles).values({
      id: "ethics-first-bundle",
      title: "Ethics First Bundle",
      summary: "Two ethics courses.",
      priceCents: 10_000,
      memberPriceCents: 8_000,
      status: "published",
      position: -1,
    });
    await database.db
      .insert(courseBundleItems)
      .values({ bundleId: "ethics-first-bundle", courseId: LECTURED.id, position: 0 });
    expect((await getFirstBundleOffer(database.db))?.title).toBe("Ethics First Bundle");
    const comparison = await listPriceComparison(database.db, []);
    expect(comparison.map((line) => line.title)).toEqual(["Ethics First Bundle"]);
    // Withdrawn from sale: the next one in order is named again.
    await database.db
      .update(courseBundles)
      .set({ status: "archived" })
      .where(eq(courseBundles.id, "ethics-first-bundle"));
    expect((await getFirstBundleOffer(database.db))?.id).toBe(AI_CLE_BUNDLE_ID);
  });
});
