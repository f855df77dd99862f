import type { DocumentBlock } from "~/content/document-blocks";
import type { BlockOf, PdfLayout } from "./pdf-layout.server";
import { ACCENT, LEADING, SIZES } from "./pdf-style.server";

/** A title, heading or subheading; a heading starts a page rather than end one. */
export function writeHeadingBlock(
  layout: PdfLayout,
  block: BlockOf<"title" | "heading" | "subheading">,
  next: DocumentBlock | undefined,
): void {
  const { fonts } = layout;
  switch (block.kind) {
    case "title":
      layout.writeLines(block.text, fonts.bold, {
        size: SIZES.title,
        color: ACCENT,
        align: block.align,
      });
      layout.y -= 10;
      break;
    case "heading":
      layout.ensureRoom(SIZES.heading * LEADING + 12 + keepWith(layout, next));
      layout.y -= 8;
      layout.writeLines(block.text, fonts.bold, { size: SIZES.heading, align: block.align });
      layout.y -= 4;
      break;
    case "subheading":
      layout.ensureRoom(SIZES.subheading * LEADING + 7 + keepWith(layout, next));
      layout.y -= 4;
      layout.writeLines(block.text, fonts.bold, { size: SIZES.subheading, color: ACCENT });
      layout.y -= 3;
      break;
  }
}

/** How much of the next block a heading must share its page with. */
function keepWith(layout: PdfLayout, next: DocumentBlock | undefined): number {
  if (!next) return 0;
  const limit = next.kind === "box" ? layout.usableHeight / 2 : SIZES.body * LEADING * 3;
  return Math.min(layout.measure([next]), limit);
}
