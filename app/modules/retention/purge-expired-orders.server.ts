import { inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderRefunds, orders, paymentEvents } from "~/db/schema/orders";
import { ORDER_RETENTION_YEARS } from "./order-retention";

/**
 * At most this many orders a run: their ids are bound one by one in the deletes (a
 * statement takes at most 65,535), and a year's orders all expire on the same day;
 * the rest go on the next run, six hours later.
 */
const ORDERS_PER_RUN = 5_000;

/**
 * Deletes the orders of closed accounts (no `uid`) whose retention has ended:
 * from the first day of the year after the end of the ORDER_RETENTION_YEARS-th
 * year after the order's last money movement (its creation, payment or last
 * refund, each year taken in UTC, which is never earlier than the provider's
 * own), with their refunds and the payment events that name them. An open
 * account's orders are never touched; neither is an order a registration or
 * plan still names (none should: those go with the account). At most
 * ORDERS_PER_RUN at a time. Returns the ids deleted. Call it in the purge's transaction.
 */
export async function purgeExpiredOrders(
  tx: Database,
  today: string,
): Promise<{ ids: string[]; refunds: number }> {
  const expired = sql`${orders.uid} is null
    and make_date(
      extract(year from greatest(
        ${orders.createdAt},
        ${orders.paidAt},
        (select max(greatest(r.created_at, r.completed_at)) from order_refunds r where r.order_id = ${orders.id})
      ) at time zone 'UTC')::int + ${ORDER_RETENTION_YEARS}::int,
      12, 31) < ${today}::date
    and not exists (select 1 from course_registrations g where g.order_id = ${orders.id})
    and not exists (select 1 from plans p where p.order_id = ${orders.id})`;
  const candidates = (
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(expired)
      .orderBy(orders.id)
      .limit(ORDERS_PER_RUN)
  ).map((row) => row.id);
  if (candidates.length === 0) return { ids: [], refunds: 0 };
  const refunds = await tx
    .delete(orderRefunds)
    .where(inArray(orderRefunds.orderId, candidates))
    .returning({ id: orderRefunds.id });
  await tx.delete(paymentEvents).where(inArray(paymentEvents.orderId, candidates));
  const deleted = await tx
    .delete(orders)
    .where(sql`${inArray(orders.id, candidates)} and ${expired}`)
    .returning({ id: orders.id });
  return { ids: deleted.map((row) => row.id), refunds: refunds.length };
}
