import { rgb } from "pdf-lib";
import type { BlockOf, PdfLayout } from "./pdf-layout.server";
import { ACCENT, INK, LEADING, SIZES } from "./pdf-style.server";
import { type Run, wrapRuns } from "./wrap-runs.server";

const TINTS = {
  prompt: { fill: rgb(0.95, 0.96, 0.98), bar: ACCENT },
  note: { fill: rgb(0.99, 0.97, 0.91), bar: rgb(0.72, 0.53, 0.04) },
} as const;

/**
 * Text in a tinted box with a bar at its left: a prompt to copy (typewriter
 * face) or a note. A box is kept on one page; one longer than a page
 * continues as another box.
 */
export function writeBoxBlock(layout: PdfLayout, block: BlockOf<"box">): void {
  const { fonts, frame } = layout;
  const variant = block.variant ?? "note";
  const body = variant === "prompt" ? fonts.mono : fonts.regular;
  const size = SIZES.box;
  const lineHeight = size * LEADING;
  const padding = 8;
  const bar = 3;
  const inner = frame.width - 2 * padding - bar;
  const runs: Run[] = block.title
    ? [
        { text: `${block.title}\n`, font: fonts.bold },
        { text: block.text, font: body },
      ]
    : [{ text: block.text, font: body }];
  const lines = wrapRuns(runs, size, inner);
  if (lines.length * lineHeight + 2 * padding <= layout.usableHeight) {
    layout.ensureRoom(lines.length * lineHeight + 2 * padding);
  }
  let next = 0;
  while (next < lines.length) {
    layout.ensureRoom(2 * padding + lineHeight * Math.min(2, lines.length - next));
    const fit =
      layout.measuring || layout.holdPage
        ? lines.length - next
        : Math.max(1, Math.floor((layout.y - layout.bottom - 2 * padding) / lineHeight));
    const chunk = lines.slice(next, next + fit);
    const boxHeight = chunk.length * lineHeight + 2 * padding;
    layout.canvas().drawRectangle({
      x: frame.left,
      y: layout.y - boxHeight,
      width: frame.width,
      height: boxHeight,
      color: TINTS[variant].fill,
    });
    layout.canvas().drawRectangle({
      x: frame.left,
      y: layout.y - boxHeight,
      width: bar,
      height: boxHeight,
      color: TINTS[variant].bar,
    });
    let baseline = layout.y - padding;
    for (const line of chunk) {
      baseline -= lineHeight;
      layout.drawLine(line, frame.left + bar + padding, baseline + size * 0.25, size, INK);
    }
    layout.y -= boxHeight;
    next += chunk.length;
  }
  layout.y -= 10;
}
