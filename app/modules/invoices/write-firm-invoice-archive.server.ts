import { Readable } from "node:stream";
import yazl from "yazl";
import type { Database } from "~/db/client.server";
import { invoiceFilename } from "./describe-invoice";
import { listFirmInvoices } from "./list-firm-invoices.server";
import { renderInvoicePdf } from "./render-invoice-pdf.server";

export type InvoiceArchive = { filename: string; count: number; body: ReadableStream<Uint8Array> };

/**
 * All of a firm's invoices, receipts and credit notes as one ZIP, streamed:
 * each PDF is drawn from its stored snapshot as it is zipped, one at a time.
 */
export async function writeFirmInvoiceArchive(
  db: Database,
  firm: { firmId: string; firmName: string },
): Promise<InvoiceArchive> {
  const records = await listFirmInvoices(db, firm.firmId);
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  void (async () => {
    for (const record of records) {
      const { pdf } = await renderInvoicePdf(record);
      zip.addBuffer(Buffer.from(pdf), invoiceFilename(record), { mtime: record.issuedAt });
    }
    zip.end();
  })().catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const slug = firm.firmName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return {
    filename: `invoices-${slug || "firm"}.zip`,
    count: records.length,
    body: Readable.toWeb(output) as ReadableStream<Uint8Array>,
  };
}
