import { PDFDocument, StandardFonts } from "pdf-lib";

/** A small, real one-page PDF: another provider's certificate of attendance. */
export async function outsideCertificatePdf(courseTitle: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([612, 396]);
  page.drawText("Certificate of Attendance", { x: 60, y: 320, size: 22, font });
  page.drawText(courseTitle, { x: 60, y: 280, size: 14, font });
  page.drawText("Issued by the State Bar Section for testing", { x: 60, y: 250, size: 11, font });
  return Buffer.from(await document.save());
}
