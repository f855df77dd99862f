import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { type PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
import type { DocumentSpec } from "~/content/document-blocks";

/**
 * Sans documents (slides, handouts, the guide: our own words only) use the
 * standard Helvetica. Serif documents (certificates, which print names as
 * attorneys typed them) embed DejaVu Serif, shipped as an npm package, subset
 * to the letters used: it covers Latin with every accent, Greek, Cyrillic and
 * Vietnamese, where the standard fonts stop at Windows-1252. (Noto Serif
 * loses glyphs in pdf-lib's subsetting.)
 */

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; mono: PDFFont };

const SERIF_FONT_FILES = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSerif.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf",
  italic: "dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf",
} as const;

type SerifFontBytes = Record<keyof typeof SERIF_FONT_FILES, Uint8Array>;

/** The font files, read once per process. */
let serifFontBytes: Promise<SerifFontBytes> | null = null;

function loadSerifFontBytes(): Promise<SerifFontBytes> {
  serifFontBytes ??= (async () => {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFile(require.resolve(file));
    const [regular, bold, italic] = await Promise.all([
      read(SERIF_FONT_FILES.regular),
      read(SERIF_FONT_FILES.bold),
      read(SERIF_FONT_FILES.italic),
    ]);
    return { regular, bold, italic };
  })();
  // A failed read is not kept: the next document tries again.
  serifFontBytes.catch(() => {
    serifFontBytes = null;
  });
  return serifFontBytes;
}

/** Embeds the document's typeface (Helvetica unless "serif") and Courier for prompts. */
export async function embedFonts(
  pdf: PDFDocument,
  typeface: DocumentSpec["typeface"],
): Promise<Fonts> {
  if (typeface !== "serif") {
    return {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
      italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
      mono: await pdf.embedFont(StandardFonts.Courier),
    };
  }
  pdf.registerFontkit(fontkit);
  const bytes = await loadSerifFontBytes();
  return {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
    italic: await pdf.embedFont(bytes.italic, { subset: true }),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
}
