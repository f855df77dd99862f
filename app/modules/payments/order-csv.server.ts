import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import type { Database } from "~/db/client.server";
import { csvLineSql } from "~/db/csv-line-sql";
import { orders } from "~/db/schema/orders";
import type { CsvColumn } from "~/lib/csv-stream.server";

/** Cents as dollars with two decimals, as a spreadsheet sums them. */
const dollars = (cents: number) => (cents / 100).toFixed(2);
const isoTime = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** One exported row, as the keyset reader reads it. */
export type ExportedOrder = {
  id: string;
  createdAt: Date;
  paidAt: Date | null;
  attendee: { firstName: string; lastName: string; email: string; state: string };
  product: string;
  courseName: string;
  quantity: number;
  amountCents: number;
  discountCode: string | null;
  discountCents: number;
  currency: string;
  status: string;
  paymentTerms: string;
  provider: string;
  refundedCents: number;
  refundedAt: Date | string | null;
  refundReasons: string | null;
  documentNumber: string | null;
  documentKind: string | null;
  creditNotes: string | null;
};

/** The orders' CSV, one line per order; orderCsvQuery writes the same lines in SQL. */
export const ORDER_CSV_COLUMNS: CsvColumn<ExportedOrder>[] = [
  { header: "order id", value: (order) => order.id },
  { header: "placed at (UTC)", value: (order) => isoTime(order.createdAt) },
  { header: "paid at (UTC)", value: (order) => isoTime(order.paidAt) },
  {
    header: "buyer",
    value: (order) => `${order.attendee.firstName} ${order.attendee.lastName}`.trim(),
  },
  { header: "e-mail", value: (order) => order.attendee.email },
  { header: "product", value: (order) => order.courseName },
  { header: "product kind", value: (order) => order.product },
  { header: "quantity", value: (order) => order.quantity },
  { header: "currency", value: (order) => order.currency.toUpperCase() },
  { header: "list price", value: (order) => dollars(order.amountCents + order.discountCents) },
  { header: "discount code", value: (order) => order.discountCode },
  { header: "discount amount", value: (order) => dollars(order.discountCents) },
  // What the buyer paid (or owes, on an open invoice): the price after the discount.
  {
    header: "amount paid",
    value: (order) => dollars(order.paidAt ? order.amountCents : 0),
  },
  { header: "refunded amount", value: (order) => dollars(order.refundedCents) },
  { header: "refunded at (UTC)", value: (order) => isoTime(order.refundedAt) },
  { header: "refund reasons", value: (order) => order.refundReasons },
  {
    header: "status",
    value: (order) =>
      ORDER_STATUS_LABELS[order.status as keyof typeof ORDER_STATUS_LABELS] ?? order.status,
  },
  { header: "payment", value: (order) => order.paymentTerms },
  { header: "invoice or receipt number", value: (order) => order.documentNumber },
  { header: "credit notes", value: (order) => order.creditNotes },
];

// What String.prototype.trim removes: white space and line terminators.
const JS_WHITE_SPACE =
  "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/** An attendee's field as a template literal writes it (a missing one: "undefined"). */
function templateText(key: string): SQL {
  const value = sql`${orders.attendee} -> ${key}`;
  return sql`case when ${value} is null then 'undefined' when jsonb_typeof(${value}) = 'null' then 'null' else ${orders.attendee} ->> ${key} end`;
}

/** Cents as `dollars` writes them. */
const dollarsSql = (cents: SQL) => sql`((${cents})::numeric / 100)::numeric(20, 2)::text`;

const statusLabel = sql`case ${orders.status} ${sql.join(
  Object.entries(ORDER_STATUS_LABELS).map(([status, label]) => sql`when ${status} then ${label}`),
  sql` `,
)} else ${orders.status} end`;

/**
 * The chosen orders' CSV lines (ORDER_CSV_COLUMNS' bytes, header aside),
 * newest first, as one statement for a cursor: refunds and credit notes from
 * one grouped join each, the invoice or receipt by its key, each line built
 * by PostgreSQL after the sort.
 */
export function orderCsvQuery(db: Database, chosen: SQL | undefined): SQL {
  const rows = db
    .select({
      id: sql<string>`${orders.id}`.as("id"),
      createdAt: sql<string>`${orders.createdAt}`.as("created_at"),
      paidAt: sql<string>`${orders.paidAt}`.as("paid_at"),
      buyer:
        sql<string>`btrim(${templateText("firstName")} || ' ' || ${templateText("lastName")}, ${JS_WHITE_SPACE})`.as(
          "buyer",
        ),
      email: sql<string>`${orders.attendee} ->> 'email'`.as("email"),
      courseName: sql<string>`${orders.courseName}`.as("course_name"),
      product: sql<string>`${orders.product}`.as("product"),
      quantity: sql<number>`${orders.quantity}`.as("quantity"),
      currency: sql<string>`upper(${orders.currency})`.as("currency"),
      listPrice:
        sql<string>`${dollarsSql(sql`${orders.amountCents}::bigint + ${orders.discountCents}`)}`.as(
          "list_price",
        ),
      discountCode: sql<string>`${orders.discountCode}`.as("discount_code"),
      discount: sql<string>`${dollarsSql(sql`${orders.discountCents}`)}`.as("discount"),
      paid: sql<string>`${dollarsSql(sql`case when ${orders.paidAt} is not null then ${orders.amountCents} else 0 end`)}`.as(
        "paid",
      ),
      refunded: sql<string>`${dollarsSql(sql`coalesce(export_refunds.cents, 0)`)}`.as("refunded"),
      refundedAt: sql<string>`export_refunds.completed_at`.as("refunded_at"),
      refundReasons: sql<string>`export_refunds.reasons`.as("refund_reasons"),
      status: sql<string>`${statusLabel}`.as("status_label"),
      paymentTerms: sql<string>`${orders.paymentTerms}`.as("payment_terms"),
      documentNumber: sql<string>`export_document.number`.as("document_number"),
      creditNotes: sql<string>`export_credit_notes.numbers`.as("credit_notes"),
    })
    .from(orders)
    .leftJoin(
      sql`(select r.order_id, sum(r.amount_cents)::int as cents, max(r.completed_at) as completed_at,
          string_agg(r.reason, ' | ' order by r.created_at) as reasons
        from order_refunds r where r.status = 'succeeded' group by r.order_id) as export_refunds`,
      sql`export_refunds.order_id = ${orders.id}`,
    )
    .leftJoin(
      sql`invoice_documents as export_document`,
      sql`export_document.order_id = ${orders.id} and export_document.kind <> 'credit_note'`,
    )
    .leftJoin(
      sql`(select d.order_id, string_agg(d.number, ' ' order by d.sequence) as numbers
        from invoice_documents d where d.kind = 'credit_note' group by d.order_id) as export_credit_notes`,
      sql`export_credit_notes.order_id = ${orders.id}`,
    )
    .where(chosen)
    .orderBy(sql`${orders.createdAt} desc`, sql`${orders.id} desc`)
    .as("order_rows");
  const text = (value: SQLWrapper) => ({ text: sql`${value}` });
  const line = csvLineSql([
    text(rows.id),
    { isoTime: sql`${rows.createdAt}` },
    { isoTime: sql`${rows.paidAt}` },
    text(rows.buyer),
    text(rows.email),
    text(rows.courseName),
    text(rows.product),
    { integer: sql`${rows.quantity}` },
    text(rows.currency),
    text(rows.listPrice),
    text(rows.discountCode),
    text(rows.discount),
    text(rows.paid),
    text(rows.refunded),
    { isoTime: sql`${rows.refundedAt}` },
    text(rows.refundReasons),
    text(rows.status),
    text(rows.paymentTerms),
    text(rows.documentNumber),
    text(rows.creditNotes),
  ]);
  return sql`select ${line} from ${rows}`;
}
