import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { BULK_MAX_ITEMS, type BulkItem } from "~/lib/bulk-choice";
import { orderConditions, type StaffOrderFilters } from "./list-staff-orders.server";

// Written out in full: a bare "id" inside would name the refund's own.
const left = sql<number>`("orders"."amount_cents" - (select coalesce(sum(r.amount_cents), 0)::int from order_refunds r where r.order_id = "orders"."id" and r.status in ('pending', 'succeeded')))`;

/**
 * The paid orders with something left to refund among those chosen (every
 * one matching the list's filter, or the ticked ones), each with what is
 * left; null when more than a bulk action takes.
 */
export async function selectRefundableOrders(
  db: Database,
  choice: { filters: StaffOrderFilters } | { ids: readonly string[] },
): Promise<(BulkItem & { leftCents: number })[] | null> {
  const chosen: SQL | undefined =
    "filters" in choice
      ? orderConditions(choice.filters)
      : choice.ids.length > 0
        ? inArray(orders.id, [...choice.ids])
        : sql`false`;
  const rows = await db
    .select({ id: orders.id, attendee: orders.attendee, leftCents: left })
    .from(orders)
    .where(and(chosen, eq(orders.status, "paid"), sql`${left} > 0`))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(BULK_MAX_ITEMS + 1);
  if (rows.length > BULK_MAX_ITEMS) return null;
  return rows.map((row) => ({
    id: row.id,
    label: `${row.id} (${row.attendee.firstName} ${row.attendee.lastName})`,
    leftCents: row.leftCents,
  }));
}
