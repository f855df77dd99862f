/**
 * The building blocks of a generated PDF document. Kept apart from the writer
 * (pdf-document.server.ts) so that content modules can describe documents
 * without importing server code.
 */

export type TextAlign = "left" | "center";

export type TextTone = "normal" | "muted" | "accent";

/** A list item, optionally led by a few words in bold ("Task: say what you want"). */
export type ListItem = string | { lead: string; text: string };

type TableColumn = {
  label: string;
  align?: "left" | "right";
  /** Relative width among the columns (default 1). */
  share?: number;
};

export type DocumentBlock =
  | { kind: "title"; text: string; align?: TextAlign }
  | { kind: "heading"; text: string; align?: TextAlign }
  | { kind: "subheading"; text: string }
  | {
      kind: "paragraph";
      text: string;
      tone?: TextTone;
      align?: TextAlign;
      /** Font size in points (default 11). */
      size?: number;
      style?: "regular" | "bold" | "italic";
      /** Words printed in bold before the text, e.g. "Note:". */
      lead?: string;
    }
  | { kind: "bullets"; items: readonly ListItem[] }
  | { kind: "numbered"; items: readonly ListItem[]; start?: number }
  /** Items with an empty box to tick, for checklists meant to be printed. */
  | { kind: "checklist"; items: readonly ListItem[] }
  /** Label and value rows, e.g. a certificate's particulars. */
  | { kind: "fields"; rows: readonly (readonly [string, string])[] }
  /** Label-over-value cells laid out in equal columns, left to right. */
  | { kind: "grid"; columns: 2 | 3 | 4; cells: readonly (readonly [string, string])[] }
  | {
      kind: "table";
      columns: readonly TableColumn[];
      rows: readonly (readonly string[])[];
      /** A closing row in bold, e.g. a total. */
      total?: readonly string[];
      /** Share of the text width (default 1); narrower tables are centered. */
      width?: number;
      /** Font size in points (default 11). */
      size?: number;
    }
  /**
   * Text in a tinted box: "prompt" sets it in a typewriter face (example
   * prompts to copy), "note" in the body face (warnings, tips).
   */
  | { kind: "box"; text: string; title?: string; variant?: "prompt" | "note" }
  /**
   * Blocks side by side (e.g. particulars beside a table), kept together on
   * one page unless taller than a page.
   */
  | {
      kind: "columns";
      columns: readonly (readonly DocumentBlock[])[];
      /** Relative widths (default equal). */
      shares?: readonly number[];
      /** Points between columns (default 24). */
      gap?: number;
    }
  /** Blocks started on a new page if they would not otherwise fit on this one. */
  | { kind: "keep-together"; blocks: readonly DocumentBlock[] }
  /** A thin horizontal line; `width` is a share of the text width, centered. */
  | { kind: "rule"; width?: number }
  | { kind: "spacer"; points: number }
  | { kind: "page-break" };

export type DocumentSpec = {
  title: string;
  subject?: string;
  /** Defaults to the site's name. */
  author?: string;
  orientation?: "portrait" | "landscape";
  /** "serif" sets the document in Times (certificates); the default is Helvetica. */
  typeface?: "sans" | "serif";
  /** A double frame around every page. */
  border?: boolean;
  blocks: readonly DocumentBlock[];
  /** Printed at the foot of every page, before "Page n of m". */
  footer?: string;
  /** Recorded as the document's creation date (defaults to now). */
  createdAt?: Date;
};
