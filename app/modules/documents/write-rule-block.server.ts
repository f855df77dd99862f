import type { BlockOf, PdfLayout } from "./pdf-layout.server";
import { HAIRLINE } from "./pdf-style.server";

/** A thin horizontal line, centered, `width` a share of the text width. */
export function writeRuleBlock(layout: PdfLayout, block: BlockOf<"rule">): void {
  const { frame } = layout;
  const ruleWidth = frame.width * Math.min(1, block.width ?? 1);
  layout.ensureRoom(12);
  layout.y -= 6;
  layout.canvas().drawLine({
    start: { x: frame.left + (frame.width - ruleWidth) / 2, y: layout.y },
    end: { x: frame.left + (frame.width + ruleWidth) / 2, y: layout.y },
    thickness: 0.75,
    color: HAIRLINE,
  });
  layout.y -= 8;
}
