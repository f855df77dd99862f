import { describe, expect, it } from "vitest";
import { diffLines } from "~/lib/diff-lines";
import { slugify } from "~/lib/slugify";

describe("diffLines", () => {
  it("marks removed and added lines around the kept ones, in order", () => {
    expect(diffLines("one\ntwo\nthree", "one\n2\nthree\nfour")).toEqual([
      { kind: "same", text: "one" },
      { kind: "removed", text: "two" },
      { kind: "added", text: "2" },
      { kind: "same", text: "three" },
      { kind: "added", text: "four" },
    ]);
  });

  it("keeps identical texts as they are", () => {
    expect(diffLines("a\nb", "a\nb").every((line) => line.kind === "same")).toBe(true);
  });
});

describe("slugify", () => {
  it("makes an address from a title", () => {
    expect(slugify("AI & the Law (2027) — Revisited")).toBe("ai-the-law-2027-revisited");
    expect(slugify("Café Ethics")).toBe("cafe-ethics");
  });
});

describe("diffPendingFields", () => {
  it("words each changed public field as the page shows it, long texts line by line", async () => {
    const { diffPendingFields } = await import("~/modules/course-editing/diff-pending-fields");
    const current = {
      title: "Ethics",
      summary: "Short.",
      description: "Line one\nLine two",
      categorySlug: "ethics",
      format: "on_demand" as const,
      level: null,
      durationMinutes: 60,
      priceCents: 4900,
      memberPriceCents: null,
      topics: ["A"],
      learningObjectives: [],
      includes: [],
    };
    const changes = diffPendingFields(current, {
      ...current,
      priceCents: 0,
      memberPriceCents: 2500,
      description: "Line one\nLine 2",
    });
    expect(changes).toEqual([
      { key: "priceCents", label: "Price", kind: "value", before: "$49", after: "Free" },
      {
        key: "memberPriceCents",
        label: "Members' price",
        kind: "value",
        before: "Not on sale",
        after: "$25",
      },
      {
        key: "description",
        label: "Description",
        kind: "lines",
        lines: [
          { kind: "same", text: "Line one" },
          { kind: "removed", text: "Line two" },
          { kind: "added", text: "Line 2" },
        ],
      },
    ]);
    expect(diffPendingFields(current, current)).toEqual([]);
  });
});
