import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { firms } from "./firms";
import { orderRefunds, orders } from "./orders";

// Invoices, receipts and credit notes are issued by the database itself, in
// the transaction that changes an order's or a refund's status (triggers in
// drizzle/*_invoices.sql), so no way of paying or refunding can skip one and
// a number is taken only when the change commits: one gapless sequence a
// year. Decision 0062.

/** The last number given in each year (the row is locked while a number is taken). */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    year: integer("year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [check("invoice_counters_positive", sql`${table.lastNumber} > 0`)],
);

const INVOICE_KINDS = ["invoice", "receipt", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Who was billed, as it stood when the document was issued. */
export type InvoiceBuyer = {
  kind: "firm" | "person";
  name: string;
  /** The firm's billing contact ("" for a person). */
  contact: string;
  email: string;
  /** Lines separated by newlines ("" when none is known). */
  address: string;
};

/** What the document bills or credits, as it stood when it was issued. */
export type InvoiceDetails = {
  orderId: string;
  description: string;
  product: "course" | "bundle" | "membership";
  quantity: number;
  /** The price before the discount, all seats together. */
  listCents: number;
  discountCode: string | null;
  discountCents: number;
  /** What the order costs after the discount. */
  orderCents: number;
  currency: string;
  paymentTerms: "card" | "invoice";
  dueAt: string | null;
  placedAt: string;
  /** A credit note's invoice or receipt (its number). */
  creditsNumber: string | null;
};

/**
 * One numbered document: the invoice (bought on terms) or receipt (paid at
 * the checkout) of an order, or a credit note for a refund. Its content is a
 * snapshot taken at issue; the PDF is drawn from it whenever it is asked
 * for. Rows are never changed (a trigger refuses it), except that a person's
 * name and address leave it with their account, as they leave the order; they
 * go with their order when the retention schedule deletes it.
 */
export const invoiceDocuments = pgTable(
  "invoice_documents",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    /** "2026-00042": the year, then the place in that year's sequence. */
    number: text("number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The refund a credit note is for (null for an automatic refund of the whole order). */
    refundId: text("refund_id").references(() => orderRefunds.id, { onDelete: "cascade" }),
    /** The buying firm (its administrators download the firm's documents). */
    firmId: text("firm_id").references(() => firms.id, { onDelete: "set null" }),
    /** The buyer's account. */
    uid: text("uid").references(() => user.id, { onDelete: "set null" }),
    buyer: jsonb("buyer").$type<InvoiceBuyer>().notNull(),
    details: jsonb("details").$type<InvoiceDetails>().notNull(),
    /** What the document bills (or, for a credit note, gives back), in cents. */
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("invoice_documents_number_unique").on(table.number),
    uniqueIndex("invoice_documents_sequence_unique").on(table.year, table.sequence),
    uniqueIndex("invoice_documents_refund_unique").on(table.refundId),
    // One invoice or receipt an order.
    uniqueIndex("invoice_documents_order_unique")
      .on(table.orderId)
      .where(sql`${table.kind} <> 'credit_note'`),
    index("invoice_documents_order_idx").on(table.orderId, table.sequence),
    index("invoice_documents_firm_idx").on(table.firmId, table.issuedAt),
    check("invoice_documents_total_not_negative", sql`${table.totalCents} >= 0`),
  ],
);
