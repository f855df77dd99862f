import { describe, expect, it } from "vitest";
import { COURSES, FEATURED_COURSE_ID, SPLASH_COURSE_ID } from "~/content/catalogue";
import { lookalikeOf } from "~/content/lookalike-courses";
import { describeCourseKind } from "~/modules/catalogue/describe-course-kind";

// The spec's two AI courses keep their close titles; their pages tell them
// apart by length, format, credits and price.

function facts(id: string) {
  const course = COURSES.find((each) => each.id === id);
  if (!course) throw new Error(`no course ${id}`);
  return {
    format: course.format,
    durationMinutes: course.durationMinutes,
    credits: Object.values(course.credits).map((hours) => ({ hours: hours ?? 0 })),
    priceCents: course.priceCents,
    memberPriceCents: course.memberPriceCents,
  };
}

describe("telling the two AI courses apart", () => {
  it("pairs each with the other, and no other course", () => {
    expect(lookalikeOf(FEATURED_COURSE_ID)).toBe(SPLASH_COURSE_ID);
    expect(lookalikeOf(SPLASH_COURSE_ID)).toBe(FEATURED_COURSE_ID);
    expect(lookalikeOf("ethics-of-ai-in-legal-practice")).toBeNull();
  });

  it("says the webcast is one free hour and the course two paid ones (spec §1)", () => {
    expect(describeCourseKind(facts(FEATURED_COURSE_ID))).toBe(
      "a free one-hour live webcast for 1.0 credit",
    );
    expect(describeCourseKind(facts(SPLASH_COURSE_ID))).toBe(
      "a two-hour live webcast for 2.0 credits at $149 for members ($299 regular)",
    );
  });

  it("words other lengths, formats and prices too", () => {
    expect(
      describeCourseKind({
        format: "on_demand",
        durationMinutes: 90,
        credits: [{ hours: 1 }, { hours: 0.5 }],
        priceCents: 7900,
        memberPriceCents: null,
      }),
    ).toBe("a 90-minute on-demand course for 1.5 credits at $79");
    expect(
      describeCourseKind({
        format: "on_demand",
        durationMinutes: null,
        credits: [{ hours: 1 }],
        priceCents: 0,
        memberPriceCents: 0,
      }),
    ).toBe("a free on-demand course for 1.0 credit");
  });
});
