import type { PDFFont, RGB } from "pdf-lib";
import type { BlockOf, PdfLayout } from "./pdf-layout.server";
import { HAIRLINE, INK, LEADING, SIZES } from "./pdf-style.server";
import { wrapRuns } from "./wrap-runs.server";

/**
 * A table with a bold header row, rules between rows and an optional bold
 * total; the header is repeated on every page the table runs onto.
 */
export function writeTableBlock(layout: PdfLayout, block: BlockOf<"table">): void {
  const { fonts } = layout;
  const tableWidth = layout.frame.width * Math.min(1, block.width ?? 1);
  const left = layout.frame.left + (layout.frame.width - tableWidth) / 2;
  const totalShare = block.columns.reduce((sum, column) => sum + (column.share ?? 1), 0);
  const columns = block.columns.map((column) => ({
    align: column.align === "right" ? ("right" as const) : ("left" as const),
    width: (tableWidth * (column.share ?? 1)) / totalShare,
  }));
  const labels = block.columns.map((column) => column.label);
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
    const top = layout.y;
    let lowest = layout.y;
    let x = left;
    for (const [index, column] of columns.entries()) {
      layout.y = top;
      layout.writeLines(cells[index] ?? "", font, {
        size,
        color,
        left: x + padding,
        width: column.width - 2 * padding,
        align: column.align,
      });
      lowest = Math.min(lowest, layout.y);
      x += column.width;
    }
    layout.y = lowest - padding;
  };
  const rule = (thickness: number, color: RGB) =>
    layout.canvas().drawLine({
      start: { x: left, y: layout.y },
      end: { x: left + tableWidth, y: layout.y },
      thickness,
      color,
    });
  const header = () => {
    writeRow(labels, fonts.bold, INK);
    rule(1, INK);
  };
  /** Starts a page (with the header again) unless a row of `cells` fits. */
  const roomFor = (cells: readonly string[], font: PDFFont) => {
    if (layout.y - rowHeight(cells, font) < layout.bottom && layout.newPage()) header();
  };

  layout.ensureRoom(rowHeight(labels, fonts.bold) * 2);
  header();
  for (const cells of block.rows) {
    roomFor(cells, fonts.regular);
    writeRow(cells, fonts.regular, INK);
    rule(0.5, HAIRLINE);
  }
  if (block.total) {
    roomFor(block.total, fonts.bold);
    rule(1, INK);
    writeRow(block.total, fonts.bold, INK);
  }
  layout.y -= 8;
}
