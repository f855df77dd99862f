import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { makeInterSubsets, SUBSET_FILES } from "../../scripts/subset-inter.mjs";

// The brand typeface's two latin files in app/fonts/ are what
// scripts/subset-inter.mjs makes from the installed @fontsource-variable/inter,
// and app/fonts.css gives each the unicode range it holds: if the package is
// updated or a file or range is edited by hand, this says which.

const css = readFileSync("app/fonts.css", "utf8");

/** The unicode range app/fonts.css declares for a file, spaces normalised. */
function declaredRange(file: string): string | undefined {
  const name = file.split("/").pop() ?? "";
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1] ?? "")
    .find((body) => body.includes(name));
  return /unicode-range:([^;]*);/
    .exec(face ?? "")?.[1]
    ?.replace(/\s+/g, " ")
    .trim();
}

describe("the brand typeface's latin files", () => {
  let subsets: Awaited<ReturnType<typeof makeInterSubsets>>;
  beforeAll(async () => {
    subsets = await makeInterSubsets();
  });

  for (const name of ["basic", "more"] as const) {
    it(`the ${name} file is the one the script makes, with its range in the stylesheet`, () => {
      const committed = readFileSync(SUBSET_FILES[name]);
      expect(Buffer.compare(committed, Buffer.from(subsets[name].bytes))).toBe(0);
      expect(declaredRange(SUBSET_FILES[name])).toBe(subsets[name].unicodeRange);
    });
  }

  it("shares out fontsource's latin range without overlap, the preloaded file small", () => {
    const points = (range: string) =>
      range.split(", ").flatMap((part) => {
        const [from = "", to] = part.replace("U+", "").split("-");
        const start = Number.parseInt(from, 16);
        const end = to ? Number.parseInt(to, 16) : start;
        return Array.from({ length: end - start + 1 }, (_, index) => start + index);
      });
    const basic = new Set(points(subsets.basic.unicodeRange));
    expect(points(subsets.more.unicodeRange).filter((point) => basic.has(point))).toEqual([]);
    for (const character of "Aa0 .,;:!?'\"()&$%@+*[]/–—‘’“”…•©·‹›") {
      expect(basic.has(character.codePointAt(0) ?? 0), character).toBe(true);
    }
    expect(basic.has("é".codePointAt(0) ?? 0)).toBe(false);
    // With its ~300 bytes of headers, within a new connection's first round
    // trip (ten 1,460-byte segments), so it arrives with the stylesheet.
    expect(subsets.basic.bytes.length).toBeLessThan(14_000);
  });
});
