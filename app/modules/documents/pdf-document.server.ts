import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { SITE_NAME } from "~/content/site";

/**
 * Documents the project makes as PDF (course slides and handouts, the free
 * guide, certificates): a list of blocks laid out on US Letter pages with
 * wrapped text, page breaks and a footer with page numbers. Standard fonts
 * only, so nothing is embedded or downloaded.
 */
export type DocumentBlock =
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string; tone?: "normal" | "muted" }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "numbered"; items: readonly string[] }
  /** Label and value rows, e.g. a certificate's particulars. */
  | { kind: "fields"; rows: readonly (readonly [string, string])[] }
  | { kind: "spacer"; points: number }
  | { kind: "page-break" };

export type DocumentSpec = {
  title: string;
  subject?: string;
  /** Defaults to the site's name. */
  author?: string;
  orientation?: "portrait" | "landscape";
  blocks: readonly DocumentBlock[];
  /** Printed at the foot of every page, before "Page n of m". */
  footer?: string;
  /** Recorded as the document's creation date (defaults to now). */
  createdAt?: Date;
};

const LETTER: [number, number] = [612, 792];
const MARGIN = 56;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.33, 0.36, 0.42);
const ACCENT = rgb(0.11, 0.25, 0.55);

const SIZES = { title: 24, heading: 15, body: 11, footer: 8.5 } as const;

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

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = spec.orientation === "landscape" ? [LETTER[1], LETTER[0]] : LETTER;
  const textWidth = width - 2 * MARGIN;
  const bottom = MARGIN + 24; // room for the footer

  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - MARGIN;

  const newPage = () => {
    page = pdf.addPage([width, height]);
    y = height - MARGIN;
  };
  const ensureRoom = (needed: number) => {
    if (y - needed < bottom) newPage();
  };
  const writeLines = (
    text: string,
    options: { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; indent?: number },
  ) => {
    const indent = options.indent ?? 0;
    const lineHeight = options.size * 1.35;
    for (const line of wrap(
      encodable(text, options.font),
      options.font,
      options.size,
      textWidth - indent,
    )) {
      ensureRoom(lineHeight);
      y -= lineHeight;
      page.drawText(line, {
        x: MARGIN + indent,
        y,
        size: options.size,
        font: options.font,
        color: options.color ?? INK,
      });
    }
  };

  for (const block of spec.blocks) {
    switch (block.kind) {
      case "title":
        writeLines(block.text, { font: bold, size: SIZES.title, color: ACCENT });
        y -= 10;
        break;
      case "heading":
        ensureRoom(SIZES.heading * 3);
        y -= 8;
        writeLines(block.text, { font: bold, size: SIZES.heading });
        y -= 4;
        break;
      case "paragraph":
        writeLines(block.text, {
          font: regular,
          size: SIZES.body,
          color: block.tone === "muted" ? MUTED : INK,
        });
        y -= 8;
        break;
      case "bullets":
      case "numbered":
        for (const [index, item] of block.items.entries()) {
          const marker = block.kind === "bullets" ? "•" : `${index + 1}.`;
          ensureRoom(SIZES.body * 1.35);
          page.drawText(marker, {
            x: MARGIN + 4,
            y: y - SIZES.body * 1.35,
            size: SIZES.body,
            font: regular,
            color: INK,
          });
          writeLines(item, { font: regular, size: SIZES.body, indent: 22 });
          y -= 4;
        }
        y -= 6;
        break;
      case "fields": {
        const labelWidth = Math.min(
          textWidth / 3,
          Math.max(
            ...block.rows.map(([label]) =>
              bold.widthOfTextAtSize(encodable(label, bold), SIZES.body),
            ),
          ) + 16,
        );
        for (const [label, value] of block.rows) {
          ensureRoom(SIZES.body * 1.35);
          const top = y;
          page.drawText(encodable(label, bold), {
            x: MARGIN,
            y: top - SIZES.body * 1.35,
            size: SIZES.body,
            font: bold,
            color: INK,
          });
          writeLines(value, { font: regular, size: SIZES.body, indent: labelWidth });
          y -= 3;
        }
        y -= 6;
        break;
      }
      case "spacer":
        y -= block.points;
        break;
      case "page-break":
        newPage();
        break;
    }
  }

  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    const footer = encodable(
      `${spec.footer ? `${spec.footer}   ·   ` : ""}Page ${index + 1} of ${pages.length}`,
      regular,
    );
    each.drawText(footer, {
      x: MARGIN,
      y: MARGIN / 2,
      size: SIZES.footer,
      font: regular,
      color: MUTED,
    });
  }
  return pdf.save();
}

/** Lines of at most `maxWidth` points, broken at spaces (a too-long word is cut). */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

const REPLACEMENTS: Record<string, string> = {
  "≥": ">=",
  "≤": "<=",
  "→": "->",
  "←": "<-",
  "✓": "+",
  "\u00a0": " ",
};

/**
 * The standard fonts cover Windows-1252 only: other characters are replaced
 * by a plain equivalent (or "?"), so user-typed names never break a document.
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
