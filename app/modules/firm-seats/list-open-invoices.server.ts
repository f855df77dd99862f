import { and, asc, count, desc, eq, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firms } from "~/db/schema/firms";
import { orders } from "~/db/schema/orders";
import { containsPattern } from "~/lib/like-pattern";
import { LIST_PAGE_SIZE, pageOffset } from "~/lib/list-pages";

const DAY_MS = 24 * 60 * 60_000;

export type OpenInvoice = {
  orderId: string;
  firmId: string | null;
  firmName: string | null;
  buyerEmail: string;
  courseName: string;
  quantity: number;
  amountCents: number;
  createdAt: Date;
  dueAt: Date | null;
  paidAt: Date | null;
  /** Whole days since the invoice. */
  ageDays: number;
  overdue: boolean;
};

/** Which invoices: those still open (all, or only the overdue ones), or those paid. */
export type InvoiceFilters = {
  state: "open" | "overdue" | "paid";
  q?: string | undefined;
};

function matching(filters: InvoiceFilters, now: Date): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : null;
  const states = {
    open: eq(orders.status, "invoiced"),
    overdue: and(eq(orders.status, "invoiced"), lt(orders.invoiceDueAt, now)),
    paid: and(eq(orders.paymentTerms, "invoice"), eq(orders.status, "paid")),
  };
  return and(
    states[filters.state],
    pattern
      ? or(
          ilike(orders.id, pattern),
          ilike(firms.name, pattern),
          sql`${orders.attendee} ->> 'email' ilike ${pattern}`,
        )
      : undefined,
  );
}

/**
 * Orders bought on invoice, with their age: the open ones oldest first (the
 * longest waiting at the top), the paid ones last paid first; a page at a time
 * when `page` is given.
 */
export async function listInvoices(
  db: Database,
  filters: InvoiceFilters,
  options: { page?: number; now?: Date } = {},
): Promise<OpenInvoice[]> {
  const now = options.now ?? new Date();
  const query = db
    .select({
      orderId: orders.id,
      firmId: orders.firmId,
      firmName: firms.name,
      attendee: orders.attendee,
      courseName: orders.courseName,
      quantity: orders.quantity,
      amountCents: orders.amountCents,
      createdAt: orders.createdAt,
      dueAt: orders.invoiceDueAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .leftJoin(firms, eq(firms.id, orders.firmId))
    .where(matching(filters, now))
    .orderBy(
      ...(filters.state === "paid"
        ? [desc(orders.paidAt), desc(orders.id)]
        : [asc(orders.createdAt), asc(orders.id)]),
    );
  const rows =
    options.page === undefined
      ? await query
      : await query.limit(LIST_PAGE_SIZE).offset(pageOffset(options.page));
  return rows.map(({ attendee, ...row }) => ({
    ...row,
    buyerEmail: attendee.email,
    ageDays: Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS),
    overdue: row.paidAt === null && row.dueAt !== null && row.dueAt < now,
  }));
}

/** How many invoices the filters keep. */
export async function countInvoices(db: Database, filters: InvoiceFilters, now = new Date()) {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .leftJoin(firms, eq(firms.id, orders.firmId))
    .where(matching(filters, now));
  return row?.total ?? 0;
}

/** Orders bought on invoice and not yet paid, oldest first, with their age. */
export async function listOpenInvoices(db: Database, now = new Date()): Promise<OpenInvoice[]> {
  return listInvoices(db, { state: "open" }, { now });
}
