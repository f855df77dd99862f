import { and, eq, ne } from "drizzle-orm";
import { INVOICE_KIND_LABELS } from "~/content/invoicing";
import type { Database } from "~/db/client.server";
import { invoiceDocuments } from "~/db/schema/invoices";

/** An order's invoice or receipt (what it is, its number, where to download it), or null. */
export async function findOrderReceipt(
  tx: Database,
  orderId: string,
  baseUrl: string,
): Promise<{ label: string; number: string; url: string } | null> {
  const [row] = await tx
    .select({
      id: invoiceDocuments.id,
      number: invoiceDocuments.number,
      kind: invoiceDocuments.kind,
    })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.orderId, orderId), ne(invoiceDocuments.kind, "credit_note")));
  return row
    ? {
        label: INVOICE_KIND_LABELS[row.kind],
        number: row.number,
        url: `${baseUrl}/invoices/${encodeURIComponent(row.id)}/pdf`,
      }
    : null;
}
