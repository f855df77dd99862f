// @ts-check
// The brand typeface's latin file from @fontsource-variable/inter (48 KB),
// cut in two so that what nearly every page needs is preloaded small:
// - "basic": letters, digits and the punctuation the site's copy uses
//   (13 KB), preloaded;
// - "more": the rest of fontsource's latin range (rarer ASCII signs, the
//   accented letters of Latin-1), fetched only by a page that has them.
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

/**
 * What the public pages' text is set in, and no more, so that the preloaded
 * file fits in a new connection's first round trip (about 14 KB with its
 * headers): letters, digits, the punctuation and signs the copy and its
 * prices, addresses and source links use, the no-break space, the
 * typographer's quotes, dashes, bullet and ellipsis, and the carousels'
 * ‹ and ›. Rarer ASCII signs (# < = > \ ^ _ ` { | } ~) and the rest of
 * Latin-1 are in the other file, fetched only by a page that has them.
 */
const BASIC_CHARACTERS = [
  ...range(0x30, 0x39),
  ...range(0x41, 0x5a),
  ...range(0x61, 0x7a),
  ...Array.from(" !\"$%&'()*+,-./:;?@[]", (character) => character.codePointAt(0) ?? 0),
  ...[0xa0, 0xa9, 0xb7],
  ...[0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x2039, 0x203a],
];

/**
 * The preloaded file's OpenType features: kerning, tabular figures and the
 * ones every shaper applies. Inter's contextual alternates (calt: arrows
 * typed as "->", punctuation raised between capitals) would add 1.4 KB and
 * push the file into a second round trip; the other file keeps them all.
 */
const BASIC_FEATURES = ["kern", "liga", "tnum", "ccmp", "locl", "mark", "mkmk"];

/** The weights the site's text is set in (font-normal to font-extrabold). */
const WEIGHTS = { min: 400, max: 800 };

export const SUBSET_FILES = {
  basic: "app/fonts/inter-latin-basic-wght.woff2",
  more: "app/fonts/inter-latin-more-wght.woff2",
};

/** @param {number} first @param {number} last @returns {number[]} from first to last */
function range(first, last) {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

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
  /** @param {number[]} points @param {string[]} [keepFeatures] all of them when not given */
  const cut = (points, keepFeatures) =>
    subsetFont(source, String.fromCodePoint(...points), {
      targetFormat: "woff2",
      variationAxes: { wght: WEIGHTS },
      ...(keepFeatures ? { keepFeatures } : {}),
    });
  return {
    basic: {
      bytes: await cut([...basic], BASIC_FEATURES),
      unicodeRange: unicodeRangeOf([...basic]),
    },
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
