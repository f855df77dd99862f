import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invoiceDocuments } from "~/db/schema/invoices";
import { orders } from "~/db/schema/orders";
import type { InvoiceRecord } from "./describe-invoice";

export type StoredInvoice = InvoiceRecord & {
  orderId: string;
  /** The buyer's account (null once it is deleted). */
  uid: string | null;
  /** The buying firm, whose administrators may download it. */
  firmId: string | null;
};

export const invoiceRecordColumns = {
  id: invoiceDocuments.id,
  number: invoiceDocuments.number,
  kind: invoiceDocuments.kind,
  buyer: invoiceDocuments.buyer,
  details: invoiceDocuments.details,
  totalCents: invoiceDocuments.totalCents,
  currency: invoiceDocuments.currency,
  issuedAt: invoiceDocuments.issuedAt,
  orderPaidAt: orders.paidAt,
  orderId: invoiceDocuments.orderId,
  uid: invoiceDocuments.uid,
  firmId: invoiceDocuments.firmId,
};

/** One issued invoice, receipt or credit note, with its order's payment; null if none. */
export async function getInvoiceRecord(db: Database, id: string): Promise<StoredInvoice | null> {
  const [row] = await db
    .select(invoiceRecordColumns)
    .from(invoiceDocuments)
    .innerJoin(orders, eq(orders.id, invoiceDocuments.orderId))
    .where(eq(invoiceDocuments.id, id));
  return row ?? null;
}
