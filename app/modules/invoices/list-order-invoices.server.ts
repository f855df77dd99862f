import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invoiceDocuments } from "~/db/schema/invoices";

export type OrderInvoice = {
  id: string;
  number: string;
  kind: "invoice" | "receipt" | "credit_note";
  totalCents: number;
  issuedAt: Date;
};

/** An order's invoice or receipt and its credit notes, in the order they were issued. */
export async function listOrderInvoices(db: Database, orderId: string): Promise<OrderInvoice[]> {
  return db
    .select({
      id: invoiceDocuments.id,
      number: invoiceDocuments.number,
      kind: invoiceDocuments.kind,
      totalCents: invoiceDocuments.totalCents,
      issuedAt: invoiceDocuments.issuedAt,
    })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.orderId, orderId))
    .orderBy(asc(invoiceDocuments.year), asc(invoiceDocuments.sequence));
}
