import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts",
)}/`;

/**
 * The text of a PDF, page by page, as a reader would extract it (pdf.js),
 * with each page's runs joined by spaces and whitespace collapsed.
 */
export async function pdfText(
  bytes: Uint8Array,
): Promise<{ pages: string[]; info: Record<string, unknown> }> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    );
  }
  const metadata = await document.getMetadata();
  await document.destroy();
  return { pages, info: (metadata.info ?? {}) as Record<string, unknown> };
}
