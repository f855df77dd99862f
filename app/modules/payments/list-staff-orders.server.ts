import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type OrderStatus, orderRefunds, orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { containsPattern } from "~/lib/like-pattern";

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
    const pattern = containsPattern(filters.q);
    const match = or(
      eq(orders.id, filters.q),
      ilike(sql`${orders.attendee}->>'email'`, pattern),
      ilike(
        sql`(${orders.attendee}->>'firstName') || ' ' || (${orders.attendee}->>'lastName')`,
        pattern,
      ),
      ilike(orders.courseName, pattern),
    );
    if (match) parts.push(match);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** One page of orders, newest first, with what has been refunded of each. */
export async function listStaffOrders(db: Database, filters: StaffOrderFilters, page: number) {
  const where = orderConditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        courseName: orders.courseName,
        attendee: orders.attendee,
        amountCents: orders.amountCents,
        status: orders.status,
        provider: orders.provider,
        refundedCents: refunded,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(STAFF_ORDERS_PAGE_SIZE)
      .offset((page - 1) * STAFF_ORDERS_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: rows, total: counted?.total ?? 0 };
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
