import { renderPdf } from "~/modules/documents/pdf-document.server";
import { type InvoiceRecord, invoiceDocument, invoiceFilename } from "./describe-invoice";

/** A stored document as the PDF file the buyer keeps: its name and its bytes. */
export async function renderInvoicePdf(
  record: InvoiceRecord,
): Promise<{ filename: string; pdf: Uint8Array }> {
  return { filename: invoiceFilename(record), pdf: await renderPdf(invoiceDocument(record)) };
}
