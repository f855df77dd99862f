import type { BlockOf, PdfLayout } from "./pdf-layout.server";

/** Blocks side by side, starting level and kept on one page (a new one if need be). */
export function writeColumnsBlock(layout: PdfLayout, block: BlockOf<"columns">): void {
  const outer = layout.frame;
  const gap = block.gap ?? 24;
  const share = (index: number) => block.shares?.[index] ?? 1;
  const totalShare = block.columns.reduce((sum, _, index) => sum + share(index), 0);
  const usable = outer.width - gap * (block.columns.length - 1);
  let nextLeft = outer.left;
  const parts = block.columns.map((blocks, index) => {
    const part = {
      blocks,
      frame: { left: nextLeft, width: (usable * share(index)) / totalShare },
    };
    nextLeft += part.frame.width + gap;
    return part;
  });
  const writeAll = () => {
    const top = layout.y;
    let lowest = layout.y;
    for (const { blocks, frame } of parts) {
      layout.frame = frame;
      layout.y = top;
      layout.writeBlocks(blocks);
      lowest = Math.min(lowest, layout.y);
    }
    layout.frame = outer;
    layout.y = lowest;
  };

  const start = layout.y;
  const wasMeasuring = layout.measuring;
  layout.measuring = true;
  writeAll();
  layout.measuring = wasMeasuring;
  const needed = start - layout.y;
  layout.y = start;
  if (needed > layout.usableHeight) {
    // Taller than a page: one column after another, breaking pages as usual.
    for (const blocks of block.columns) layout.writeBlocks(blocks);
    return;
  }
  layout.ensureRoom(needed);
  const wasHolding = layout.holdPage;
  layout.holdPage = true;
  writeAll();
  layout.holdPage = wasHolding;
}
