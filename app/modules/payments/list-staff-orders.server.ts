import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderSearchVector } from "~/db/person-search";
import { type OrderStatus, orderRefunds, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import type { KeysetCursor } from "~/lib/keyset-cursor";
import {
  boundedCountQuery,
  type Keyset,
  keysetCondition,
  keysetLimit,
  keysetOrder,
  loadKeysetList,
  pageKeyColumn,
} from "~/modules/staff-lists/keyset-page.server";
import { vectorMatches } from "~/modules/staff-lists/person-search.server";

export const STAFF_ORDERS_PAGE_SIZE = 25;

export type StaffOrderFilters = {
  /** An order id, or part of the attendee's name or e-mail, or of what was bought. */
  q?: string | undefined;
  status?: OrderStatus | undefined;
};

// Written out in full: in a query on one table Drizzle leaves columns
// unqualified, and a bare "id" here would name the refund's own id.
const refunded = sql<number>`(select coalesce(sum(r.amount_cents), 0)::int from order_refunds r where r.order_id = "orders"."id" and r.status = 'succeeded')`;

/** The staff order list's filter as SQL (the list and its export share it). */
export function orderConditions(filters: StaffOrderFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.status) parts.push(eq(orders.status, filters.status));
  if (filters.q) {
    // The order's id exactly, or words of the attendee's name and address or
    // of what was bought (the orders' search index, decision 0077).
    const words = vectorMatches(orderSearchVector(orders.attendee, orders.courseName), filters.q);
    const match = or(eq(orders.id, filters.q.trim()), words ?? undefined);
    if (match) parts.push(match);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** The orders' order: newest first, the id breaking ties. */
export const STAFF_ORDERS_KEYSET: Keyset = {
  parts: [
    { expr: orders.createdAt, kind: "timestamptz" },
    { expr: orders.id, kind: "text" },
  ],
  order: "desc",
};

/** The statement of one page of orders (a row more, to know if there is a next page). */
export function staffOrdersPageQuery(
  db: Database,
  filters: StaffOrderFilters,
  cursor: KeysetCursor | null,
) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      courseName: orders.courseName,
      attendee: orders.attendee,
      amountCents: orders.amountCents,
      status: orders.status,
      provider: orders.provider,
      refundedCents: refunded,
      pageKey: pageKeyColumn(STAFF_ORDERS_KEYSET),
    })
    .from(orders)
    .where(and(orderConditions(filters), keysetCondition(STAFF_ORDERS_KEYSET, cursor)))
    .orderBy(...keysetOrder(STAFF_ORDERS_KEYSET, cursor))
    .limit(keysetLimit(STAFF_ORDERS_PAGE_SIZE));
}

/** The statement counting the matching orders, up to the bounded count's limit. */
export function staffOrdersCountQuery(db: Database, filters: StaffOrderFilters) {
  return boundedCountQuery(db, { from: orders, key: orders.id, where: orderConditions(filters) });
}

/** One page of orders, newest first, with what has been refunded of each and how many match. */
export async function listStaffOrders(
  db: Database,
  filters: StaffOrderFilters,
  cursor: KeysetCursor | null,
) {
  const { rows, total, cursors } = await loadKeysetList(
    cursor,
    STAFF_ORDERS_PAGE_SIZE,
    (at) => staffOrdersPageQuery(db, filters, at),
    staffOrdersCountQuery(db, filters),
  );
  return { orders: rows, total, cursors };
}

/** One order for staff: what was bought, by whom, its refunds and what it gave. */
export async function loadStaffOrder(db: Database, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      uid: orders.uid,
      product: orders.product,
      courseName: orders.courseName,
      amountCents: orders.amountCents,
      discountCode: orders.discountCode,
      discountCents: orders.discountCents,
      priceKind: orders.priceKind,
      status: orders.status,
      provider: orders.provider,
      providerReference: orders.providerReference,
      failureReason: orders.failureReason,
      attendee: orders.attendee,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      refundedCents: refunded,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [refunds, registrations] = await Promise.all([
    db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.createdAt)),
    db
      .select({ id: courseRegistrations.id, courseName: courseRegistrations.courseName })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.orderId, orderId)),
  ]);
  return { order, refunds, registrations };
}
