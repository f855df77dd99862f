import type { BlockOf, PdfLayout } from "./pdf-layout.server";
import { LEADING, MUTED, SIZES } from "./pdf-style.server";

/** Label-over-value cells in equal columns, row by row. */
export function writeGridBlock(layout: PdfLayout, block: BlockOf<"grid">): void {
  const { fonts } = layout;
  const gutter = 16;
  const cellWidth = (layout.frame.width - gutter * (block.columns - 1)) / block.columns;
  const labelSize = SIZES.body * 0.75;
  for (let start = 0; start < block.cells.length; start += block.columns) {
    const row = block.cells.slice(start, start + block.columns);
    layout.ensureRoom((labelSize + SIZES.body) * LEADING);
    const top = layout.y;
    let lowest = layout.y;
    for (const [index, [label, value]] of row.entries()) {
      layout.y = top;
      const left = layout.frame.left + index * (cellWidth + gutter);
      layout.writeLines(label.toUpperCase(), fonts.bold, {
        size: labelSize,
        color: MUTED,
        left,
        width: cellWidth,
      });
      layout.writeLines(value, fonts.regular, { size: SIZES.body, left, width: cellWidth });
      lowest = Math.min(lowest, layout.y);
    }
    layout.y = lowest - 8;
  }
  layout.y -= 2;
}
