import type { Database } from "~/db/client.server";
import { firmSeatPools, firmSeats } from "~/db/schema/firm-seats";
import type { orders } from "~/db/schema/orders";

/** The pool of a firm order: its id is the order's, with a prefix. */
export function seatPoolId(orderId: string): string {
  return `pool_${orderId}`;
}

/**
 * Makes the pool a firm's order bought, with one free seat per unit of its
 * quantity, inside the transaction that settles (or invoices) the order.
 * Called again for the same order, it changes nothing.
 */
export async function createSeatPool(
  tx: Pick<Database, "insert">,
  order: Pick<
    typeof orders.$inferSelect,
    | "id"
    | "firmId"
    | "product"
    | "courseId"
    | "bundleId"
    | "liveSessionId"
    | "courseName"
    | "quantity"
  >,
  now: Date,
): Promise<string> {
  if (!order.firmId) throw new Error(`order ${order.id} is not a firm's order`);
  const poolId = seatPoolId(order.id);
  const inserted = await tx
    .insert(firmSeatPools)
    .values({
      id: poolId,
      firmId: order.firmId,
      orderId: order.id,
      product: order.product,
      courseId: order.courseId,
      bundleId: order.bundleId,
      liveSessionId: order.liveSessionId,
      name: order.courseName,
      quantity: order.quantity,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: firmSeatPools.id });
  if (inserted.length === 0) return poolId;
  await tx.insert(firmSeats).values(
    Array.from({ length: order.quantity }, (_, index) => ({
      id: `${poolId}_${index + 1}`,
      poolId,
      position: index + 1,
    })),
  );
  return poolId;
}
