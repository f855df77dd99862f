import { describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { SITE_NAME } from "~/content/site";
import { COURSE_HANDOUTS, renderCourseHandout } from "~/modules/documents/course-handouts.server";
import { pdfText } from "../support/pdf-text";

/** The handout's course as the seed gives it to the database (its title is all a handout says of it). */
const courseOf = (id: string) => ({
  id,
  title: COURSES.find((course) => course.id === id)?.title ?? "A course",
});

const handouts = Object.entries(COURSE_HANDOUTS).flatMap(([courseId, list]) =>
  list.map((handout) => ({ courseId, ...handout })),
);

describe("course handouts", () => {
  it("are listed for published courses of the catalogue only", () => {
    expect(Object.keys(COURSE_HANDOUTS).sort()).toEqual([
      "ai-and-the-law-essential-tools-tactics",
      "ai-assisted-deposition-trial-preparation",
      "ai-governance-law-firms",
      "cybersecurity-privacy-ai-law-firms",
      "generative-ai-ediscovery-document-review",
      "hallucinated-citations-rule-11",
      "persuasive-brief-writing-ai",
      "prompting-ai-legal-work-workshop",
    ]);
    for (const [courseId, list] of Object.entries(COURSE_HANDOUTS)) {
      const course = COURSES.find((each) => each.id === courseId);
      expect(course, courseId).toBeDefined();
      expect(course?.status, courseId).toBe("published");
      const ids = list.map((handout) => handout.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it.each(handouts)(
    "$courseId: $title renders with its title and footer",
    async ({ courseId, id, title }) => {
      const bytes = await renderCourseHandout(courseOf(courseId), id);
      expect(bytes).not.toBeNull();
      const { pages, info } = await pdfText(bytes ?? new Uint8Array());
      expect(info.Title).toBe(title);
      expect(pages[0]).toContain(title);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages.length).toBeLessThanOrEqual(4);
      const courseTitle = COURSES.find((course) => course.id === courseId)?.title ?? "";
      for (const [index, page] of pages.entries()) {
        expect(page).toContain(
          `${courseTitle} · ${SITE_NAME} · Page ${index + 1} of ${pages.length}`,
        );
      }
    },
  );

  it("answers null for an unknown course or handout", async () => {
    expect(await renderCourseHandout(courseOf("no-such-course"), "vendor-checklist")).toBeNull();
    expect(
      await renderCourseHandout(courseOf("cybersecurity-privacy-ai-law-firms"), "no-such-handout"),
    ).toBeNull();
    expect(
      await renderCourseHandout(courseOf("ethics-of-ai-in-legal-practice"), "vendor-checklist"),
    ).toBeNull();
    expect(await renderCourseHandout(courseOf("__proto__"), "constructor")).toBeNull();
    expect(await renderCourseHandout(courseOf("constructor"), "name")).toBeNull();
  });
});
