import { PDFDocument } from "pdf-lib";
import type { DocumentSpec } from "~/content/document-blocks";
import { SITE_NAME } from "~/content/site";
import { drawPageFooters } from "./draw-page-footers.server";
import { embedFonts } from "./embed-fonts.server";
import { PdfLayout, pageGeometry } from "./pdf-layout.server";
import { writeBlock } from "./write-block.server";

/**
 * Documents the project makes as PDF (course slides and handouts, the free
 * guide, certificates): a list of blocks laid out on US Letter pages with
 * wrapped text, page breaks and a footer with page numbers. The layout state
 * is in pdf-layout.server.ts, each kind of block has its writer
 * (write-*-block.server.ts), and the typefaces are in embed-fonts.server.ts.
 * Loaded on the first document (pdf-document.server.ts), not at start-up.
 */
export async function writePdfDocument(spec: DocumentSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(spec.title);
  pdf.setAuthor(spec.author ?? SITE_NAME);
  pdf.setCreator(SITE_NAME);
  pdf.setProducer(SITE_NAME);
  if (spec.subject) pdf.setSubject(spec.subject);
  const created = spec.createdAt ?? new Date();
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);

  const fonts = await embedFonts(pdf, spec.typeface);
  const geometry = pageGeometry(spec);
  const layout = new PdfLayout(pdf, fonts, geometry, writeBlock);
  layout.writeBlocks(spec.blocks);
  drawPageFooters(pdf, spec, fonts, geometry);
  return pdf.save();
}
