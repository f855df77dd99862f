import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import type { DocumentBlock, DocumentSpec, TextAlign } from "~/content/document-blocks";
import type { Fonts } from "./embed-fonts.server";
import { INK, LEADING } from "./pdf-style.server";
import { type Line, type Run, wrapRuns } from "./wrap-runs.server";

/** One kind of block, e.g. `BlockOf<"table">`. */
export type BlockOf<Kind extends DocumentBlock["kind"]> = Extract<DocumentBlock, { kind: Kind }>;

/** Writes one block at the cursor; `next` is the block that follows it, if any. */
type BlockWriter = (layout: PdfLayout, block: DocumentBlock, next?: DocumentBlock) => void;

/** Where the text goes on every page of a document. */
export type PageGeometry = {
  width: number;
  height: number;
  margin: number;
  /** The lowest a line of text may sit. */
  bottom: number;
  /** Where the footer's baseline sits. */
  footerY: number;
};

const LETTER: [number, number] = [612, 792];
const MARGIN = 56;

/** US Letter pages; inside a frame the footer sits just above it and the text may come closer. */
export function pageGeometry(spec: Pick<DocumentSpec, "orientation" | "border">): PageGeometry {
  const [width, height] = spec.orientation === "landscape" ? [LETTER[1], LETTER[0]] : LETTER;
  return {
    width,
    height,
    margin: MARGIN,
    bottom: spec.border ? 62 : MARGIN + 24,
    footerY: spec.border ? 38 : 28,
  };
}

type TextOptions = {
  size: number;
  color?: RGB;
  indent?: number;
  width?: number;
  align?: TextAlign | "right";
  left?: number;
  /** Never leave a single line of it at the foot or the top of a page. */
  keepLines?: boolean;
};

type Canvas = Pick<PDFPage, "drawText" | "drawRectangle" | "drawLine">;
const BLANK_CANVAS: Canvas = { drawText() {}, drawRectangle() {}, drawLine() {} };

/**
 * The state of a document being laid out: the current page, the cursor `y`
 * (the top of what comes next, in points from the page's foot), the frame
 * text goes in, and whether blocks are only being measured. Block writers
 * move the cursor down as they write.
 */
export class PdfLayout {
  page: PDFPage;
  y: number;
  /** Where text goes across the page: the text block, or one column of it. */
  frame: { left: number; width: number };
  /**
   * While blocks are measured (columns, groups kept together, what follows a
   * heading) nothing is drawn and no page is started; while columns are
   * written no page is started either (they were measured to fit).
   */
  measuring = false;
  holdPage = false;
  readonly bottom: number;
  /** The height text may fill on one page. */
  readonly usableHeight: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    private readonly geometry: PageGeometry,
    private readonly writeBlock: BlockWriter,
  ) {
    const { width, height, margin, bottom } = geometry;
    this.page = pdf.addPage([width, height]);
    this.y = height - margin;
    this.frame = { left: margin, width: width - 2 * margin };
    this.bottom = bottom;
    this.usableHeight = height - margin - bottom;
  }

  /** Where drawing goes: the page, or nowhere while measuring. */
  canvas(): Canvas {
    return this.measuring ? BLANK_CANVAS : this.page;
  }

  /** Starts a page unless blocks are being measured or columns written; says whether it did. */
  newPage(): boolean {
    if (this.measuring || this.holdPage) return false;
    const { width, height, margin } = this.geometry;
    this.page = this.pdf.addPage([width, height]);
    this.y = height - margin;
    return true;
  }

  ensureRoom(needed: number): void {
    if (this.y - needed < this.bottom) this.newPage();
  }

  /** Starts a page unless `blocks` fit below the cursor (or are taller than a page). */
  keepOnPage(blocks: readonly DocumentBlock[]): void {
    if (!this.measuring) this.ensureRoom(Math.min(this.measure(blocks), this.usableHeight));
  }

  drawLine(line: Line, x: number, baseline: number, size: number, color: RGB): void {
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
      this.canvas().drawText(text, { x: cursor, y: baseline, size, font, color });
      cursor += font.widthOfTextAtSize(`${text} `, size);
    }
  }

  /** Writes wrapped text from the cursor down, breaking pages as needed. */
  writeRuns(runs: readonly Run[], options: TextOptions): void {
    const left = (options.left ?? this.frame.left) + (options.indent ?? 0);
    const available = (options.width ?? this.frame.width) - (options.indent ?? 0);
    const lineHeight = options.size * LEADING;
    const lines = wrapRuns(runs, options.size, available);
    let breakBefore = -1;
    const room = Math.floor((this.y - this.bottom) / lineHeight);
    if (options.keepLines && room < lines.length) {
      // Carry two lines over, or the whole paragraph if that would leave one behind.
      const carried = Math.max(2, lines.length - room);
      breakBefore = lines.length - carried >= 2 ? lines.length - carried : 0;
    }
    for (const [index, line] of lines.entries()) {
      if (index === breakBefore) this.newPage();
      this.ensureRoom(lineHeight);
      this.y -= lineHeight;
      const x =
        options.align === "center"
          ? left + (available - line.width) / 2
          : options.align === "right"
            ? left + available - line.width
            : left;
      this.drawLine(line, x, this.y, options.size, options.color ?? INK);
    }
  }

  writeLines(text: string, font: PDFFont, options: TextOptions): void {
    this.writeRuns([{ text, font }], options);
  }

  writeBlocks(blocks: readonly DocumentBlock[]): void {
    for (const [index, block] of blocks.entries()) this.writeBlock(this, block, blocks[index + 1]);
  }

  /** Height of `blocks` if written from the cursor now, without writing them. */
  measure(blocks: readonly DocumentBlock[]): number {
    const start = this.y;
    const wasMeasuring = this.measuring;
    this.measuring = true;
    this.writeBlocks(blocks);
    this.measuring = wasMeasuring;
    const measured = start - this.y;
    this.y = start;
    return measured;
  }
}
