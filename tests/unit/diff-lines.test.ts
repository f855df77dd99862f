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
