import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from "pdf-lib";
import type {
  DocumentBlock,
  DocumentSpec,
  ListItem,
  TableColumn,
  TextAlign,
  TextTone,
} from "~/content/document-blocks";
import { SITE_NAME } from "~/content/site";
import { UNDECOMPOSABLE_LETTERS } from "~/lib/plain-letters";

/**
 * Documents the project makes as PDF (course slides and handouts, the free
 * guide, certificates): a list of blocks laid out on US Letter pages with
 * wrapped text, page breaks and a footer with page numbers. Sans documents
 * (slides, handouts, the guide: our own words only) use the standard
 * Helvetica. Serif documents (certificates, which print names as attorneys
 * typed them) embed DejaVu Serif, shipped as an npm package, subset to the
 * letters used: it covers Latin with every accent, Greek, Cyrillic and
 * Vietnamese, where the standard fonts stop at Windows-1252. (Noto Serif
 * loses glyphs in pdf-lib's subsetting.)
 */

const LETTER: [number, number] = [612, 792];
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.33, 0.36, 0.42);
const ACCENT = rgb(0.11, 0.25, 0.55);
const HAIRLINE = rgb(0.78, 0.8, 0.84);
const TINTS = {
  prompt: { fill: rgb(0.95, 0.96, 0.98), bar: ACCENT },
  note: { fill: rgb(0.99, 0.97, 0.91), bar: rgb(0.72, 0.53, 0.04) },
} as const;

const SIZES = { title: 24, heading: 15, subheading: 12.5, body: 11, box: 10, footer: 8.5 } as const;
const LEADING = 1.35;
const TONES: Record<TextTone, RGB> = { normal: INK, muted: MUTED, accent: ACCENT };

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; mono: PDFFont };

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

async function embedSerifFonts(pdf: PDFDocument): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  const bytes = await loadSerifFontBytes();
  return {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
    italic: await pdf.embedFont(bytes.italic, { subset: true }),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
}
/** A stretch of text in one font; words are wrapped across runs. */
type Run = { text: string; font: PDFFont };
type Word = { text: string; font: PDFFont; width: number };
type Line = { words: Word[]; width: number };

export async function renderPdf(spec: DocumentSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(spec.title);
  pdf.setAuthor(spec.author ?? SITE_NAME);
  pdf.setCreator(SITE_NAME);
  pdf.setProducer(SITE_NAME);
  if (spec.subject) pdf.setSubject(spec.subject);
  const created = spec.createdAt ?? new Date();
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);

  const fonts: Fonts =
    spec.typeface === "serif"
      ? await embedSerifFonts(pdf)
      : {
          regular: await pdf.embedFont(StandardFonts.Helvetica),
          bold: await pdf.embedFont(StandardFonts.HelveticaBold),
          italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
          mono: await pdf.embedFont(StandardFonts.Courier),
        };
  const [width, height] = spec.orientation === "landscape" ? [LETTER[1], LETTER[0]] : LETTER;
  const margin = 56;
  // Inside a frame the footer sits just above it and the text may come closer.
  const footerY = spec.border ? 38 : 28;
  const bottom = spec.border ? 62 : margin + 24;
  const textWidth = width - 2 * margin;
  const usableHeight = height - margin - bottom;

  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  /** Where text goes across the page: the text block, or one column of it. */
  let frame = { left: margin, width: textWidth };
  /**
   * While blocks are measured (columns, groups kept together, what follows a
   * heading) nothing is drawn and no page is started; while columns are
   * written no page is started either (they were measured to fit).
   */
  let measuring = false;
  let holdPage = false;
  const canvas = (): Canvas => (measuring ? BLANK_CANVAS : page);

  /** Starts a page unless blocks are being measured or columns written; says whether it did. */
  const newPage = (): boolean => {
    if (measuring || holdPage) return false;
    page = pdf.addPage([width, height]);
    y = height - margin;
    return true;
  };
  const ensureRoom = (needed: number) => {
    if (y - needed < bottom) newPage();
  };

  const drawLine = (line: Line, x: number, baseline: number, size: number, color: RGB) => {
    // Consecutive words in one font are drawn as one string, so readers extract whole phrases.
    const groups: { font: PDFFont; words: string[] }[] = [];
    for (const word of line.words) {
      const last = groups.at(-1);
      if (last?.font === word.font) last.words.push(word.text);
      else groups.push({ font: word.font, words: [word.text] });
    }
    let cursor = x;
    for (const { font, words } of groups) {
      const text = words.join(" ");
      canvas().drawText(text, { x: cursor, y: baseline, size, font, color });
      cursor += font.widthOfTextAtSize(`${text} `, size);
    }
  };

  /** Writes wrapped text from the cursor down, breaking pages as needed. */
  const writeRuns = (
    runs: readonly Run[],
    options: {
      size: number;
      color?: RGB;
      indent?: number;
      width?: number;
      align?: TextAlign | "right";
      left?: number;
      /** Never leave a single line of it at the foot or the top of a page. */
      keepLines?: boolean;
    },
  ) => {
    const left = (options.left ?? frame.left) + (options.indent ?? 0);
    const available = (options.width ?? frame.width) - (options.indent ?? 0);
    const lineHeight = options.size * LEADING;
    const lines = wrapRuns(runs, options.size, available);
    let breakBefore = -1;
    const room = Math.floor((y - bottom) / lineHeight);
    if (options.keepLines && room < lines.length) {
      // Carry two lines over, or the whole paragraph if that would leave one behind.
      const carried = Math.max(2, lines.length - room);
      breakBefore = lines.length - carried >= 2 ? lines.length - carried : 0;
    }
    for (const [index, line] of lines.entries()) {
      if (index === breakBefore) newPage();
      ensureRoom(lineHeight);
      y -= lineHeight;
      const x =
        options.align === "center"
          ? left + (available - line.width) / 2
          : options.align === "right"
            ? left + available - line.width
            : left;
      drawLine(line, x, y, options.size, options.color ?? INK);
    }
  };
  const writeLines = (text: string, font: PDFFont, options: Parameters<typeof writeRuns>[1]) =>
    writeRuns([{ text, font }], options);

  const itemRuns = (item: ListItem): Run[] =>
    typeof item === "string"
      ? [{ text: item, font: fonts.regular }]
      : [
          { text: item.lead, font: fonts.bold },
          { text: item.text, font: fonts.regular },
        ];

  const writeList = (
    items: readonly ListItem[],
    marker: (index: number) => string | "box",
  ): void => {
    const lineHeight = SIZES.body * LEADING;
    for (const [index, item] of items.entries()) {
      const lines = wrapRuns(itemRuns(item), SIZES.body, frame.width - 22).length;
      ensureRoom(lineHeight * Math.min(2, lines));
      const mark = marker(index);
      if (mark === "box") {
        const side = SIZES.body * 0.8;
        canvas().drawRectangle({
          x: frame.left + 4,
          y: y - lineHeight + 0.5,
          width: side,
          height: side,
          borderColor: INK,
          borderWidth: 0.8,
        });
      } else {
        canvas().drawText(mark, {
          x: frame.left + 4,
          y: y - lineHeight,
          size: SIZES.body,
          font: fonts.regular,
          color: INK,
        });
      }
      writeRuns(itemRuns(item), { size: SIZES.body, indent: 22 });
      y -= 4;
    }
    y -= 6;
  };

  const writeTable = (block: Extract<DocumentBlock, { kind: "table" }>) => {
    const tableWidth = frame.width * Math.min(1, block.width ?? 1);
    const left = frame.left + (frame.width - tableWidth) / 2;
    const totalShare = block.columns.reduce((sum, column) => sum + (column.share ?? 1), 0);
    const columns = block.columns.map((column) => ({
      align: column.align === "right" ? ("right" as const) : ("left" as const),
      width: (tableWidth * (column.share ?? 1)) / totalShare,
    }));
    const size = block.size ?? SIZES.body;
    const padding = size * 0.55;
    const lineHeight = size * LEADING;

    const rowHeight = (cells: readonly string[], font: PDFFont) =>
      Math.max(
        1,
        ...columns.map(
          (column, index) =>
            wrapRuns([{ text: cells[index] ?? "", font }], size, column.width - 2 * padding).length,
        ),
      ) *
        lineHeight +
      padding;

    const writeRow = (cells: readonly string[], font: PDFFont, color: RGB) => {
      const top = y;
      let lowest = y;
      let x = left;
      for (const [index, column] of columns.entries()) {
        y = top;
        writeLines(cells[index] ?? "", font, {
          size,
          color,
          left: x + padding,
          width: column.width - 2 * padding,
          align: column.align,
        });
        lowest = Math.min(lowest, y);
        x += column.width;
      }
      y = lowest - padding;
    };
    const rule = (thickness: number, color: RGB) =>
      canvas().drawLine({
        start: { x: left, y },
        end: { x: left + tableWidth, y },
        thickness,
        color,
      });
    const header = () => {
      writeRow(
        block.columns.map((column: TableColumn) => column.label),
        fonts.bold,
        INK,
      );
      rule(1, INK);
    };

    ensureRoom(
      rowHeight(
        block.columns.map((column) => column.label),
        fonts.bold,
      ) * 2,
    );
    header();
    for (const cells of block.rows) {
      if (y - rowHeight(cells, fonts.regular) < bottom && newPage()) header();
      writeRow(cells, fonts.regular, INK);
      rule(0.5, HAIRLINE);
    }
    if (block.total) {
      if (y - rowHeight(block.total, fonts.bold) < bottom && newPage()) header();
      rule(1, INK);
      writeRow(block.total, fonts.bold, INK);
    }
    y -= 8;
  };

  const writeBox = (block: Extract<DocumentBlock, { kind: "box" }>) => {
    const variant = block.variant ?? "note";
    const body = variant === "prompt" ? fonts.mono : fonts.regular;
    const size = SIZES.box;
    const lineHeight = size * LEADING;
    const padding = 8;
    const bar = 3;
    const inner = frame.width - 2 * padding - bar;
    const runs: Run[] = block.title
      ? [
          { text: `${block.title}\n`, font: fonts.bold },
          { text: block.text, font: body },
        ]
      : [{ text: block.text, font: body }];
    const lines = wrapRuns(runs, size, inner);
    // A box is kept on one page; one longer than a page continues as another box.
    if (lines.length * lineHeight + 2 * padding <= usableHeight) {
      ensureRoom(lines.length * lineHeight + 2 * padding);
    }
    let next = 0;
    while (next < lines.length) {
      ensureRoom(2 * padding + lineHeight * Math.min(2, lines.length - next));
      const fit =
        measuring || holdPage
          ? lines.length - next
          : Math.max(1, Math.floor((y - bottom - 2 * padding) / lineHeight));
      const chunk = lines.slice(next, next + fit);
      const boxHeight = chunk.length * lineHeight + 2 * padding;
      canvas().drawRectangle({
        x: frame.left,
        y: y - boxHeight,
        width: frame.width,
        height: boxHeight,
        color: TINTS[variant].fill,
      });
      canvas().drawRectangle({
        x: frame.left,
        y: y - boxHeight,
        width: bar,
        height: boxHeight,
        color: TINTS[variant].bar,
      });
      let baseline = y - padding;
      for (const line of chunk) {
        baseline -= lineHeight;
        drawLine(line, frame.left + bar + padding, baseline + size * 0.25, size, INK);
      }
      y -= boxHeight;
      next += chunk.length;
    }
    y -= 10;
  };

  const writeGrid = (block: Extract<DocumentBlock, { kind: "grid" }>) => {
    const gutter = 16;
    const cellWidth = (frame.width - gutter * (block.columns - 1)) / block.columns;
    const labelSize = SIZES.body * 0.75;
    for (let start = 0; start < block.cells.length; start += block.columns) {
      const row = block.cells.slice(start, start + block.columns);
      ensureRoom((labelSize + SIZES.body) * LEADING);
      const top = y;
      let lowest = y;
      for (const [index, [label, value]] of row.entries()) {
        y = top;
        const left = frame.left + index * (cellWidth + gutter);
        writeLines(label.toUpperCase(), fonts.bold, {
          size: labelSize,
          color: MUTED,
          left,
          width: cellWidth,
        });
        writeLines(value, fonts.regular, { size: SIZES.body, left, width: cellWidth });
        lowest = Math.min(lowest, y);
      }
      y = lowest - 8;
    }
    y -= 2;
  };

  const writeBlock = (block: DocumentBlock, next?: DocumentBlock): void => {
    switch (block.kind) {
      case "title":
        writeLines(block.text, fonts.bold, {
          size: SIZES.title,
          color: ACCENT,
          align: block.align,
        });
        y -= 10;
        break;
      case "heading":
        ensureRoom(SIZES.heading * LEADING + 12 + keepWith(next));
        y -= 8;
        writeLines(block.text, fonts.bold, { size: SIZES.heading, align: block.align });
        y -= 4;
        break;
      case "subheading":
        ensureRoom(SIZES.subheading * LEADING + 7 + keepWith(next));
        y -= 4;
        writeLines(block.text, fonts.bold, { size: SIZES.subheading, color: ACCENT });
        y -= 3;
        break;
      case "paragraph": {
        const font =
          block.style === "bold"
            ? fonts.bold
            : block.style === "italic"
              ? fonts.italic
              : fonts.regular;
        const size = block.size ?? SIZES.body;
        writeRuns(
          block.lead
            ? [
                { text: block.lead, font: fonts.bold },
                { text: block.text, font },
              ]
            : [{ text: block.text, font }],
          { size, color: TONES[block.tone ?? "normal"], align: block.align, keepLines: true },
        );
        y -= size * 0.72;
        break;
      }
      case "bullets":
        writeList(block.items, () => "•");
        break;
      case "numbered":
        writeList(block.items, (index) => `${(block.start ?? 1) + index}.`);
        break;
      case "checklist":
        writeList(block.items, () => "box");
        break;
      case "fields": {
        // Particulars and signature lines are kept on one page.
        if (!measuring) ensureRoom(Math.min(measure([block]), usableHeight));
        const labelWidth = Math.min(
          frame.width / 3,
          Math.max(
            ...block.rows.map(([label]) =>
              fonts.bold.widthOfTextAtSize(encodable(label, fonts.bold), SIZES.body),
            ),
          ) + 16,
        );
        for (const [label, value] of block.rows) {
          ensureRoom(SIZES.body * LEADING);
          canvas().drawText(encodable(label, fonts.bold), {
            x: frame.left,
            y: y - SIZES.body * LEADING,
            size: SIZES.body,
            font: fonts.bold,
            color: INK,
          });
          writeLines(value, fonts.regular, { size: SIZES.body, indent: labelWidth });
          y -= 3;
        }
        y -= 6;
        break;
      }
      case "grid":
        writeGrid(block);
        break;
      case "table":
        writeTable(block);
        break;
      case "box":
        writeBox(block);
        break;
      case "rule": {
        const ruleWidth = frame.width * Math.min(1, block.width ?? 1);
        ensureRoom(12);
        y -= 6;
        canvas().drawLine({
          start: { x: frame.left + (frame.width - ruleWidth) / 2, y },
          end: { x: frame.left + (frame.width + ruleWidth) / 2, y },
          thickness: 0.75,
          color: HAIRLINE,
        });
        y -= 8;
        break;
      }
      case "spacer":
        y -= block.points;
        break;
      case "columns":
        writeColumns(block);
        break;
      case "keep-together":
        if (!measuring) ensureRoom(Math.min(measure(block.blocks), usableHeight));
        writeBlocks(block.blocks);
        break;
      case "page-break":
        newPage();
        break;
    }
  };

  /** Side by side, starting level and kept on one page (a new one if need be). */
  const writeColumns = (block: Extract<DocumentBlock, { kind: "columns" }>) => {
    const outer = frame;
    const gap = block.gap ?? 24;
    const share = (index: number) => block.shares?.[index] ?? 1;
    const totalShare = block.columns.reduce((sum, _, index) => sum + share(index), 0);
    const usable = outer.width - gap * (block.columns.length - 1);
    let nextLeft = outer.left;
    const parts = block.columns.map((blocks, index) => {
      const part = {
        blocks,
        frame: { left: nextLeft, width: (usable * share(index)) / totalShare },
      };
      nextLeft += part.frame.width + gap;
      return part;
    });
    const writeAll = () => {
      const top = y;
      let lowest = y;
      for (const { blocks, frame: partFrame } of parts) {
        frame = partFrame;
        y = top;
        writeBlocks(blocks);
        lowest = Math.min(lowest, y);
      }
      frame = outer;
      y = lowest;
    };

    const start = y;
    const wasMeasuring = measuring;
    measuring = true;
    writeAll();
    measuring = wasMeasuring;
    const needed = start - y;
    y = start;
    if (needed > usableHeight) {
      // Taller than a page: one column after another, breaking pages as usual.
      for (const blocks of block.columns) writeBlocks(blocks);
      return;
    }
    ensureRoom(needed);
    const wasHolding = holdPage;
    holdPage = true;
    writeAll();
    holdPage = wasHolding;
  };

  function writeBlocks(blocks: readonly DocumentBlock[]) {
    for (const [index, block] of blocks.entries()) writeBlock(block, blocks[index + 1]);
  }

  /** Height of `blocks` if written from the cursor now, without writing them. */
  function measure(blocks: readonly DocumentBlock[]): number {
    const start = y;
    const wasMeasuring = measuring;
    measuring = true;
    writeBlocks(blocks);
    measuring = wasMeasuring;
    const measured = start - y;
    y = start;
    return measured;
  }

  /** How much of the next block a heading must share its page with. */
  function keepWith(next: DocumentBlock | undefined): number {
    if (!next) return 0;
    const limit = next.kind === "box" ? usableHeight / 2 : SIZES.body * LEADING * 3;
    return Math.min(measure([next]), limit);
  }

  writeBlocks(spec.blocks);

  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    if (spec.border) drawBorder(each);
    const footer = encodable(
      `${spec.footer ? `${spec.footer}   ·   ` : ""}Page ${index + 1} of ${pages.length}`,
      fonts.regular,
    );
    // A long footer (a long course title) is set smaller rather than cut.
    const size = Math.min(
      SIZES.footer,
      (SIZES.footer * textWidth) / fonts.regular.widthOfTextAtSize(footer, SIZES.footer),
    );
    each.drawText(footer, { x: margin, y: footerY, size, font: fonts.regular, color: MUTED });
  }
  return pdf.save();
}

type Canvas = Pick<PDFPage, "drawText" | "drawRectangle" | "drawLine">;
const BLANK_CANVAS: Canvas = { drawText() {}, drawRectangle() {}, drawLine() {} };

function drawBorder(page: PDFPage) {
  const { width, height } = page.getSize();
  for (const [inset, thickness] of [
    [20, 2.2],
    [26, 0.75],
  ] as const) {
    page.drawRectangle({
      x: inset,
      y: inset,
      width: width - 2 * inset,
      height: height - 2 * inset,
      borderColor: ACCENT,
      borderWidth: thickness,
    });
  }
}

/**
 * Lines of at most `maxWidth` points, broken at spaces (a too-long word is
 * cut) and at "\n". Runs in different fonts flow on the same line.
 */
function wrapRuns(runs: readonly Run[], size: number, maxWidth: number): Line[] {
  const lines: Line[] = [];
  let line: Line = { words: [], width: 0 };
  const push = () => {
    lines.push(line);
    line = { words: [], width: 0 };
  };
  for (const run of runs) {
    const { font } = run;
    const measure = (text: string) => font.widthOfTextAtSize(text, size);
    const space = measure(" ");
    for (const [index, paragraph] of encodable(run.text, font).split("\n").entries()) {
      if (index > 0) push();
      for (const text of paragraph.split(/\s+/).filter(Boolean)) {
        const wordWidth = measure(text);
        const gap = line.words.length > 0 ? space : 0;
        if (line.width + gap + wordWidth <= maxWidth) {
          line.words.push({ text, font, width: wordWidth });
          line.width += gap + wordWidth;
          continue;
        }
        if (line.words.length > 0) push();
        let rest = text;
        while (measure(rest) > maxWidth && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
          const piece = rest.slice(0, cut);
          lines.push({
            words: [{ text: piece, font, width: measure(piece) }],
            width: measure(piece),
          });
          rest = rest.slice(cut);
        }
        line = { words: [{ text: rest, font, width: measure(rest) }], width: measure(rest) };
      }
    }
  }
  lines.push(line);
  return lines;
}

const REPLACEMENTS: Record<string, string> = {
  "≥": ">=",
  "≤": "<=",
  "→": "->",
  "←": "<-",
  "✓": "+",
  "\u00a0": " ",
  "\u2011": "-",
  "\u2212": "-",
  ...UNDECOMPOSABLE_LETTERS,
};

/**
 * A character the font lacks (beyond Windows-1252 for the standard fonts;
 * CJK scripts, say, for DejaVu Serif) is replaced by a plain equivalent (or
 * "?"), so user-typed text never breaks a document.
 */
function encodable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let result = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code) || char === "\n") result += char;
    else if (REPLACEMENTS[char]) result += REPLACEMENTS[char];
    else {
      const stripped = char.normalize("NFD").replace(/\p{Mn}/gu, "");
      result += [...stripped].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? stripped : "?";
    }
  }
  return result;
}
