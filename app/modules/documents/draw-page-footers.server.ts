import type { PDFDocument, PDFPage } from "pdf-lib";
import type { DocumentSpec } from "~/content/document-blocks";
import type { Fonts } from "./embed-fonts.server";
import { encodable } from "./encodable-text.server";
import type { PageGeometry } from "./pdf-layout.server";
import { ACCENT, MUTED, SIZES } from "./pdf-style.server";

/** On every page once all are written: the frame (if any) and the footer with "Page n of m". */
export function drawPageFooters(
  pdf: PDFDocument,
  spec: Pick<DocumentSpec, "border" | "footer">,
  fonts: Fonts,
  geometry: PageGeometry,
): void {
  const { margin, footerY } = geometry;
  const textWidth = geometry.width - 2 * margin;
  const pages = pdf.getPages();
  for (const [index, page] of pages.entries()) {
    if (spec.border) drawBorder(page);
    const footer = encodable(
      `${spec.footer ? `${spec.footer}   ·   ` : ""}Page ${index + 1} of ${pages.length}`,
      fonts.regular,
    );
    // A long footer (a long course title) is set smaller rather than cut.
    const size = Math.min(
      SIZES.footer,
      (SIZES.footer * textWidth) / fonts.regular.widthOfTextAtSize(footer, SIZES.footer),
    );
    page.drawText(footer, { x: margin, y: footerY, size, font: fonts.regular, color: MUTED });
  }
}

/** A double frame inside the page's edge. */
function drawBorder(page: PDFPage) {
  const { width, height } = page.getSize();
  for (const [inset, thickness] of [
    [20, 2.2],
    [26, 0.75],
  ] as const) {
    page.drawRectangle({
      x: inset,
      y: inset,
      width: width - 2 * inset,
      height: height - 2 * inset,
      borderColor: ACCENT,
      borderWidth: thickness,
    });
  }
}
