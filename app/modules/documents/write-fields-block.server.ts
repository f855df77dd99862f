import { encodable } from "./encodable-text.server";
import type { BlockOf, PdfLayout } from "./pdf-layout.server";
import { INK, LEADING, SIZES } from "./pdf-style.server";

/** Label and value rows (particulars, signature lines), kept on one page. */
export function writeFieldsBlock(layout: PdfLayout, block: BlockOf<"fields">): void {
  const { fonts } = layout;
  layout.keepOnPage([block]);
  const labelWidth = Math.min(
    layout.frame.width / 3,
    Math.max(
      ...block.rows.map(([label]) =>
        fonts.bold.widthOfTextAtSize(encodable(label, fonts.bold), SIZES.body),
      ),
    ) + 16,
  );
  for (const [label, value] of block.rows) {
    layout.ensureRoom(SIZES.body * LEADING);
    layout.canvas().drawText(encodable(label, fonts.bold), {
      x: layout.frame.left,
      y: layout.y - SIZES.body * LEADING,
      size: SIZES.body,
      font: fonts.bold,
      color: INK,
    });
    layout.writeLines(value, fonts.regular, { size: SIZES.body, indent: labelWidth });
    layout.y -= 3;
  }
  layout.y -= 6;
}
