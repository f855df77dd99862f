import { describe, expect, it } from "vitest";
import { COURSES, FACULTY, FEATURED_COURSE_ID } from "~/content/catalogue";
import { LECTURES, narrationSentences } from "~/content/lectures";
import { SITE_NAME } from "~/content/site";
import { renderLectureSlides } from "~/modules/documents/lecture-slides.server";
import { pdfText } from "../support/pdf-text";

/** The slides' course facts as the seed gives them to the database. */
function slidesCourse(courseId: string) {
  const course = COURSES.find((each) => each.id === courseId);
  if (!course) throw new Error(`no course ${courseId}`);
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    faculty: course.facultyIds.flatMap((id) => FACULTY.filter((member) => member.id === id)),
  };
}

describe("renderLectureSlides", () => {
  it("writes the course, its faculty, and each slide with its speaker notes", async () => {
    const course = COURSES.find((each) => each.id === FEATURED_COURSE_ID);
    const lecture = LECTURES[FEATURED_COURSE_ID];
    if (!course || !lecture) throw new Error("the featured course has no lecture");

    const bytes = await renderLectureSlides(slidesCourse(FEATURED_COURSE_ID));
    expect(bytes).not.toBeNull();
    const { pages, info } = await pdfText(bytes ?? new Uint8Array());
    expect(info.Title).toContain(course.title);
    // A cover page, then one page per slide.
    expect(pages.length).toBe(lecture.slides.length + 1);
    const all = pages.join(" ");
    expect(all).toContain(course.title);
    for (const id of course.facultyIds) {
      expect(all).toContain(FACULTY.find((member) => member.id === id)?.name);
    }
    for (const [index, slide] of lecture.slides.entries()) {
      const page = pages[index + 1] ?? "";
      expect(page).toContain(slide.heading);
      for (const bullet of slide.bullets) expect(page).toContain(bullet);
      expect(page).toContain(narrationSentences(slide.narration).at(-1));
    }
    expect(pages.at(-1)).toContain(SITE_NAME);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
  });

  it("gives null for a course without a lecture", async () => {
    expect(
      await renderLectureSlides({ id: "no-such-course", title: "A", summary: "B", faculty: [] }),
    ).toBeNull();
    const upcoming = COURSES.find((course) => course.status === "upcoming");
    if (upcoming) expect(await renderLectureSlides(slidesCourse(upcoming.id))).toBeNull();
  });
});
