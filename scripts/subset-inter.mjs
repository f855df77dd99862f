// @ts-check
// The brand typeface's latin file from @fontsource-variable/inter (48 KB),
// cut in two so that what nearly every page needs is preloaded small:
// - "basic": ASCII and the punctuation the site's copy uses (22 KB), preloaded;
// - "more": the rest of fontsource's latin range (accented letters of
//   Latin-1 and the rarer signs), fetched only by a page that has them.
// Both keep the weight axis over the weights the site uses (400 to 800)
// and drop the rest, which makes them smaller still.
//
// `node scripts/subset-inter.mjs` writes the two files into app/fonts/ and
// prints their unicode ranges for app/fonts.css; tests/unit/font-subsets.test.ts
// checks the committed files and ranges against what this makes.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** fontsource's latin range (its own CSS), which the two files share out. */
const FONTSOURCE_LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/** ASCII, no-break and thin spaces, and the typographer's punctuation and signs the copy uses. */
const BASIC_CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index),
  ...[0xa0, 0xa7, 0xa9, 0xae, 0xb0, 0xb6, 0xb7, 0xd7],
  ...[0x2009, 0x200a, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x2122],
  // The carousels' ‹ and › buttons.
  ...[0x2039, 0x203a],
];

/** The weights the site's text is set in (font-normal to font-extrabold). */
const WEIGHTS = { min: 400, max: 800 };

export const SUBSET_FILES = {
  basic: "app/fonts/inter-latin-basic-wght.woff2",
  more: "app/fonts/inter-latin-more-wght.woff2",
};

/** @param {string} range a CSS unicode-range @returns {number[]} */
function codePointsOf(range) {
  return range.split(",").flatMap((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(from ?? "", 16);
    const end = to ? Number.parseInt(to, 16) : start;
    return Array.from({ length: end - start + 1 }, (_, index) => start + index);
  });
}

/** @param {number[]} codePoints @returns {string} a CSS unicode-range */
export function unicodeRangeOf(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  /** @type {string[]} */
  const parts = [];
  for (let index = 0; index < sorted.length; ) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
    const hex = (/** @type {number} */ point) => point.toString(16).toUpperCase().padStart(4, "0");
    const first = sorted[index] ?? 0;
    const last = sorted[end] ?? 0;
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    index = end + 1;
  }
  return parts.join(", ");
}

/** The two files' bytes and unicode ranges, made from the installed package. */
export async function makeInterSubsets() {
  const source = readFileSync(
    require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
  );
  const basic = new Set(BASIC_CHARACTERS);
  // Control characters are left out: a line break in a page's text must not fetch a file.
  const more = codePointsOf(FONTSOURCE_LATIN_RANGE).filter(
    (point) => !basic.has(point) && point > 0x20 && (point < 0x7f || point > 0x9f),
  );
  /** @param {number[]} points */
  const cut = (points) =>
    subsetFont(source, String.fromCodePoint(...points), {
      targetFormat: "woff2",
      variationAxes: { wght: WEIGHTS },
    });
  return {
    basic: { bytes: await cut([...basic]), unicodeRange: unicodeRangeOf([...basic]) },
    more: { bytes: await cut(more), unicodeRange: unicodeRangeOf(more) },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const subsets = await makeInterSubsets();
  for (const [name, subset] of Object.entries(subsets)) {
    const file = SUBSET_FILES[/** @type {keyof typeof SUBSET_FILES} */ (name)];
    writeFileSync(file, subset.bytes);
    console.log(`${file}: ${subset.bytes.length} bytes\n  unicode-range: ${subset.unicodeRange};`);
  }
}
