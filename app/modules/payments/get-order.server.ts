import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";

export type OrderView = Awaited<ReturnType<typeof getOrder>>;

/** One order, with its live session's date; null when there is none by that id. */
export async function getOrder(db: Database, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      uid: orders.uid,
      product: orders.product,
      courseId: orders.courseId,
      bundleId: orders.bundleId,
      courseName: orders.courseName,
      firmId: orders.firmId,
      amountCents: orders.amountCents,
      discountCode: orders.discountCode,
      discountCents: orders.discountCents,
      currency: orders.currency,
      priceKind: orders.priceKind,
      status: orders.status,
      provider: orders.provider,
      providerReference: orders.providerReference,
      failureReason: orders.failureReason,
      attendee: orders.attendee,
      utm: orders.utm,
      holdExpiresAt: orders.holdExpiresAt,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      liveSessionId: orders.liveSessionId,
      sessionStartsAt: liveSessions.startsAt,
      sessionDurationMinutes: liveSessions.durationMinutes,
    })
    .from(orders)
    .leftJoin(liveSessions, eq(liveSessions.id, orders.liveSessionId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return order ?? null;
}
