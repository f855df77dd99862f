import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invoiceDocuments } from "~/db/schema/invoices";
import { orders } from "~/db/schema/orders";
import { invoiceRecordColumns, type StoredInvoice } from "./get-invoice-record.server";

/** Every invoice, receipt and credit note of a firm's orders, newest first. */
export async function listFirmInvoices(db: Database, firmId: string): Promise<StoredInvoice[]> {
  return db
    .select(invoiceRecordColumns)
    .from(invoiceDocuments)
    .innerJoin(orders, eq(orders.id, invoiceDocuments.orderId))
    .where(eq(invoiceDocuments.firmId, firmId))
    .orderBy(desc(invoiceDocuments.year), desc(invoiceDocuments.sequence));
}
