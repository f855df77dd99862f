// @ts-check
// The figures of the brand typeface's metric-matched fallback (app/fonts.css):
// how much to scale a local Arial (or a metric twin: Helvetica, Liberation
// Sans, Arimo) and where to put its ascent, descent and line gap so text set
// in it takes the room Inter will take, and nothing moves when Inter arrives.
//   node scripts/measure-font-fallback.mjs    (prints the @font-face figures)
// Read from the font files themselves with fontkit: Inter's variable woff2 as
// the site serves it (its widths at each weight the site uses, from the HVAR
// table), and Arial's metrics from Liberation Sans, its metric-compatible
// twin (same advance widths and vertical metrics). The width ratio is taken
// over a sample of English text, as text on the site reads, not one letter.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";

const require = createRequire(import.meta.url);

/** Inter's latin subset, the file the site preloads. */
export const INTER_LATIN_FILE = require.resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);

/** Arial's metric twin on Debian (package fonts-liberation). */
export const ARIAL_TWIN_FILES = {
  regular: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  bold: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
};

/** The weights the site sets text in; each gets a fallback face of its own. */
export const FALLBACK_WEIGHTS = /** @type {const} */ ([400, 500, 600, 700]);

/** English as the site writes it: words, capitals, figures and punctuation. */
const SAMPLE =
  "Continuing legal education for the age of AI. Accredited, practical CLE on artificial intelligence in legal practice, live and on demand. Credits approved in 13 states. Ethics of AI in Legal Practice: competence, confidentiality, supervision (Rules 5.1 and 5.3), fees and client communication. Register free; members pay $49.";

/**
 * @param {import("@pdf-lib/fontkit").Font} font
 * @param {(glyphId: number) => number} advance
 */
function sampleWidth(font, advance) {
  let sum = 0;
  for (const character of SAMPLE) {
    sum += advance(font.glyphForCodePoint(/** @type {number} */ (character.codePointAt(0))).id);
  }
  return sum / font.unitsPerEm;
}

/**
 * Inter's sample width at `weight`: its default advances plus the HVAR
 * adjustment for that weight. (fontkit cannot make a variation of a woff2
 * font, so the variation processor of a second instance set to the weight
 * gives the adjustments.)
 * @param {Buffer} file
 * @param {number} weight
 */
function interWidth(file, weight) {
  const font = /** @type {any} */ (fontkit.create(file)); // fontkit's types omit the variation internals
  const atWeight = /** @type {any} */ (fontkit.create(file));
  atWeight.variationCoords = [weight];
  const variation = atWeight._variationProcessor;
  return sampleWidth(
    font,
    (id) => font.hmtx.metrics.get(id).advance + variation.getAdvanceAdjustment(id, font.HVAR),
  );
}

/**
 * The fallback faces' figures, one per weight, as percentages rounded to two
 * decimals (what app/fonts.css says).
 * @returns {{ weight: number; local: "regular" | "bold"; sizeAdjust: number; ascentOverride: number; descentOverride: number; lineGapOverride: number }[]}
 */
export function measureFallbackFaces() {
  const interFile = readFileSync(INTER_LATIN_FILE);
  const inter = fontkit.create(interFile);
  const twins = {
    regular: fontkit.create(readFileSync(ARIAL_TWIN_FILES.regular)),
    bold: fontkit.create(readFileSync(ARIAL_TWIN_FILES.bold)),
  };
  const percent = (/** @type {number} */ value) => Math.round(value * 10000) / 100;
  return FALLBACK_WEIGHTS.map((weight) => {
    // 500 is drawn from Arial regular, 600 and 700 from Arial bold (the nearest faces).
    const local = weight >= 600 ? "bold" : "regular";
    const twin = twins[local];
    const scale =
      interWidth(interFile, weight) / sampleWidth(twin, (id) => twin.getGlyph(id).advanceWidth);
    return {
      weight,
      local,
      sizeAdjust: percent(scale),
      ascentOverride: percent(inter.ascent / inter.unitsPerEm / scale),
      descentOverride: percent(Math.abs(inter.descent) / inter.unitsPerEm / scale),
      lineGapOverride: percent(inter.lineGap / inter.unitsPerEm / scale),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const face of measureFallbackFaces()) {
    console.log(
      `weight ${face.weight} (Arial ${face.local}): size-adjust ${face.sizeAdjust}%; ascent-override ${face.ascentOverride}%; descent-override ${face.descentOverride}%; line-gap-override ${face.lineGapOverride}%`,
    );
  }
}
