import type { RGB } from "pdf-lib";
import type { TextTone } from "~/content/document-blocks";
import type { BlockOf, PdfLayout } from "./pdf-layout.server";
import { ACCENT, INK, MUTED, SIZES } from "./pdf-style.server";

const TONES: Record<TextTone, RGB> = { normal: INK, muted: MUTED, accent: ACCENT };

/** A paragraph, never leaving a single line of it alone at a page's foot or top. */
export function writeParagraphBlock(layout: PdfLayout, block: BlockOf<"paragraph">): void {
  const { fonts } = layout;
  const font =
    block.style === "bold" ? fonts.bold : block.style === "italic" ? fonts.italic : fonts.regular;
  const size = block.size ?? SIZES.body;
  layout.writeRuns(
    block.lead
      ? [
          { text: block.lead, font: fonts.bold },
          { text: block.text, font },
        ]
      : [{ text: block.text, font }],
    { size, color: TONES[block.tone ?? "normal"], align: block.align, keepLines: true },
  );
  layout.y -= size * 0.72;
}
