import { and, eq } from "drizzle-orm";
import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { formatLongDate, formatPrice } from "~/lib/format";

/**
 * What the seats page says after an order (`?invoiced=<order>` or `?paid=<order>`, read from
 * the firm's own order, never from the address) or a seat given (`?given=1`).
 */
export async function loadSeatOutcome(
  db: Database,
  firmId: string,
  params: URLSearchParams,
): Promise<string | null> {
  if (params.get("given") === "1") return FIRM_SEAT_MESSAGES.assigned;
  const paidId = params.get("paid");
  const orderId = paidId ?? params.get("invoiced");
  if (!orderId || orderId.length > 100) return null;
  const [order] = await db
    .select({ amountCents: orders.amountCents, dueAt: orders.invoiceDueAt, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.firmId, firmId)));
  if (paidId) return order?.status === "paid" ? FIRM_SEAT_MESSAGES.paid : null;
  if (!order?.dueAt) return null;
  return FIRM_SEAT_MESSAGES.invoiced(formatPrice(order.amountCents), formatLongDate(order.dueAt));
}
