import type { PDFFont } from "pdf-lib";
import { encodable } from "./encodable-text.server";

/** A stretch of text in one font; words are wrapped across runs. */
export type Run = { text: string; font: PDFFont };
type Word = { text: string; font: PDFFont; width: number };
export type Line = { words: Word[]; width: number };

/**
 * Lines of at most `maxWidth` points, broken at spaces (a too-long word is
 * cut) and at "\n". Runs in different fonts flow on the same line.
 */
export function wrapRuns(runs: readonly Run[], size: number, maxWidth: number): Line[] {
  const lines: Line[] = [];
  let line: Line = { words: [], width: 0 };
  const push = () => {
    lines.push(line);
    line = { words: [], width: 0 };
  };
  for (const run of runs) {
    const { font } = run;
    const measure = (text: string) => font.widthOfTextAtSize(text, size);
    const space = measure(" ");
    for (const [index, paragraph] of encodable(run.text, font).split("\n").entries()) {
      if (index > 0) push();
      for (const text of paragraph.split(/\s+/).filter(Boolean)) {
        const wordWidth = measure(text);
        const gap = line.words.length > 0 ? space : 0;
        if (line.width + gap + wordWidth <= maxWidth) {
          line.words.push({ text, font, width: wordWidth });
          line.width += gap + wordWidth;
          continue;
        }
        if (line.words.length > 0) push();
        let rest = text;
        while (measure(rest) > maxWidth && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
          const piece = rest.slice(0, cut);
          lines.push({
            words: [{ text: piece, font, width: measure(piece) }],
            width: measure(piece),
          });
          rest = rest.slice(cut);
        }
        line = { words: [{ text: rest, font, width: measure(rest) }], width: measure(rest) };
      }
    }
  }
  lines.push(line);
  return lines;
}
