import { and, desc, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { readByCursor } from "~/db/read-by-cursor.server";
import { readCsvByCursor } from "~/db/read-csv-by-cursor.server";
import { orders } from "~/db/schema/orders";
import { BULK_MAX_ITEMS } from "~/lib/bulk-choice";
import type { CsvLines } from "~/lib/csv-stream.server";
import { orderConditions, type StaffOrderFilters } from "./list-staff-orders.server";
import { type ExportedOrder, orderCsvQuery } from "./order-csv.server";

// Written out in full: Drizzle leaves columns of a one-table query unqualified,
// and a bare "id" inside these would name the refund's or document's own.
const refundedCents = sql<number>`(select coalesce(sum(r.amount_cents), 0)::int from order_refunds r where r.order_id = "orders"."id" and r.status = 'succeeded')`;
const refundedAt = sql<Date | null>`(select max(r.completed_at) from order_refunds r where r.order_id = "orders"."id" and r.status = 'succeeded')`;
const refundReasons = sql<
  string | null
>`(select string_agg(r.reason, ' | ' order by r.created_at) from order_refunds r where r.order_id = "orders"."id" and r.status = 'succeeded')`;
const documentNumber = sql<
  string | null
>`(select d.number from invoice_documents d where d.order_id = "orders"."id" and d.kind <> 'credit_note' limit 1)`;
const documentKind = sql<
  string | null
>`(select d.kind from invoice_documents d where d.order_id = "orders"."id" and d.kind <> 'credit_note' limit 1)`;
const creditNotes = sql<
  string | null
>`(select string_agg(d.number, ' ' order by d.sequence) from invoice_documents d where d.order_id = "orders"."id" and d.kind = 'credit_note')`;

const COLUMNS = {
  id: orders.id,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  attendee: orders.attendee,
  product: orders.product,
  courseName: orders.courseName,
  quantity: orders.quantity,
  amountCents: orders.amountCents,
  discountCode: orders.discountCode,
  discountCents: orders.discountCents,
  currency: orders.currency,
  status: orders.status,
  paymentTerms: orders.paymentTerms,
  provider: orders.provider,
  refundedCents,
  refundedAt,
  refundReasons,
  documentNumber,
  documentKind,
  creditNotes,
};

type OrderChoice = { filters: StaffOrderFilters } | { ids: readonly string[] };

/** The orders the list's filter (or its ticks) chose, as SQL. */
function chosenOrders(choice: OrderChoice): SQL | undefined {
  return "filters" in choice
    ? orderConditions(choice.filters)
    : choice.ids.length > 0
      ? inArray(orders.id, choice.ids.slice(0, BULK_MAX_ITEMS))
      : sql`false`;
}

/**
 * The orders' CSV export's rows: with `cursor` (in a PostgreSQL snapshot)
 * as lines PostgreSQL writes itself (orderCsvQuery), a batch's lines at a
 * time; otherwise the rows of readOrderExport for csvStream to write.
 */
export async function* readOrderCsv(
  db: Database,
  choice: OrderChoice,
  batchSize = 500,
  options: { cursor?: boolean } = {},
): AsyncGenerator<ExportedOrder | CsvLines> {
  if (options.cursor) {
    yield* readCsvByCursor(db, orderCsvQuery(db, chosenOrders(choice)), batchSize);
    return;
  }
  yield* readOrderExport(db, choice, batchSize);
}

/**
 * The orders matching the staff list's filter (or the ticked ones), newest
 * first, a batch at a time (keyset, so a long export never re-reads or skips
 * rows), each with its discount, what was refunded and when, and its
 * invoice or receipt number. With `cursor` (in a PostgreSQL snapshot) the
 * statement runs once (one sort) and is fetched a batch at a time.
 */
export async function* readOrderExport(
  db: Database,
  choice: OrderChoice,
  batchSize = 500,
  options: { cursor?: boolean } = {},
): AsyncGenerator<ExportedOrder> {
  const chosen = chosenOrders(choice);
  if (options.cursor) {
    const query = db
      .select(COLUMNS)
      .from(orders)
      .where(chosen)
      .orderBy(desc(orders.createdAt), desc(orders.id));
    yield* readByCursor<ExportedOrder>(db, query, COLUMNS, batchSize);
    return;
  }
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch: ExportedOrder[] = await db
      .select(COLUMNS)
      .from(orders)
      .where(
        and(
          chosen,
          after
            ? or(
                lt(orders.createdAt, after.createdAt),
                and(sql`${orders.createdAt} = ${after.createdAt}`, lt(orders.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
