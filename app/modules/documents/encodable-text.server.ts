import type { PDFFont } from "pdf-lib";
import { UNDECOMPOSABLE_LETTERS } from "~/lib/plain-letters";

const REPLACEMENTS: Record<string, string> = {
  "≥": ">=",
  "≤": "<=",
  "→": "->",
  "←": "<-",
  "✓": "+",
  "\u00a0": " ",
  "\u2011": "-",
  "\u2212": "-",
  ...UNDECOMPOSABLE_LETTERS,
};

/**
 * The text as `font` can set it: a character the font lacks (beyond
 * Windows-1252 for the standard fonts; CJK scripts, say, for DejaVu Serif) is
 * replaced by a plain equivalent (or "?"), so user-typed text never breaks a
 * document.
 */
export function encodable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let result = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code) || char === "\n") result += char;
    else if (REPLACEMENTS[char]) result += REPLACEMENTS[char];
    else {
      const stripped = char.normalize("NFD").replace(/\p{Mn}/gu, "");
      result += [...stripped].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? stripped : "?";
    }
  }
  return result;
}
