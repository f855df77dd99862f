import type { ListItem } from "~/content/document-blocks";
import type { BlockOf, PdfLayout } from "./pdf-layout.server";
import { INK, LEADING, SIZES } from "./pdf-style.server";
import { type Run, wrapRuns } from "./wrap-runs.server";

/** Bullets, a numbered list or a checklist (an empty box to tick before each item). */
export function writeListBlock(
  layout: PdfLayout,
  block: BlockOf<"bullets" | "numbered" | "checklist">,
): void {
  const { fonts } = layout;
  const marker = (index: number): string | "box" =>
    block.kind === "bullets"
      ? "•"
      : block.kind === "numbered"
        ? `${(block.start ?? 1) + index}.`
        : "box";
  const itemRuns = (item: ListItem): Run[] =>
    typeof item === "string"
      ? [{ text: item, font: fonts.regular }]
      : [
          { text: item.lead, font: fonts.bold },
          { text: item.text, font: fonts.regular },
        ];
  const lineHeight = SIZES.body * LEADING;
  for (const [index, item] of block.items.entries()) {
    const lines = wrapRuns(itemRuns(item), SIZES.body, layout.frame.width - 22).length;
    layout.ensureRoom(lineHeight * Math.min(2, lines));
    const mark = marker(index);
    if (mark === "box") {
      const side = SIZES.body * 0.8;
      layout.canvas().drawRectangle({
        x: layout.frame.left + 4,
        y: layout.y - lineHeight + 0.5,
        width: side,
        height: side,
        borderColor: INK,
        borderWidth: 0.8,
      });
    } else {
      layout.canvas().drawText(mark, {
        x: layout.frame.left + 4,
        y: layout.y - lineHeight,
        size: SIZES.body,
        font: fonts.regular,
        color: INK,
      });
    }
    layout.writeRuns(itemRuns(item), { size: SIZES.body, indent: 22 });
    layout.y -= 4;
  }
  layout.y -= 6;
}
