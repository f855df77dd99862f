import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { liveSessions } from "~/db/schema/catalogue";
import { firmSeatPools, firmSeats } from "~/db/schema/firm-seats";
import { orders } from "~/db/schema/orders";

export type FirmSeat = {
  id: string;
  position: number;
  holderUid: string | null;
  holderName: string | null;
  holderEmail: string | null;
  givenBy: "assigned" | "claimed" | null;
  givenAt: Date | null;
};

export type FirmSeatPool = {
  id: string;
  orderId: string;
  orderStatus: (typeof orders.$inferSelect)["status"];
  product: "course" | "bundle" | "membership";
  courseId: string | null;
  name: string;
  liveSessionId: string | null;
  sessionStartsAt: Date | null;
  /** Seats bought. */
  quantity: number;
  /** Seats given to members. */
  used: number;
  createdAt: Date;
  seats: FirmSeat[];
};

/** A firm's pools of seats, newest first, with their seats and who holds them. */
export async function listFirmSeatPools(db: Database, firmId: string): Promise<FirmSeatPool[]> {
  const pools = await db
    .select({
      id: firmSeatPools.id,
      orderId: firmSeatPools.orderId,
      orderStatus: orders.status,
      product: firmSeatPools.product,
      courseId: firmSeatPools.courseId,
      name: firmSeatPools.name,
      liveSessionId: firmSeatPools.liveSessionId,
      sessionStartsAt: liveSessions.startsAt,
      quantity: firmSeatPools.quantity,
      createdAt: firmSeatPools.createdAt,
    })
    .from(firmSeatPools)
    .innerJoin(orders, eq(orders.id, firmSeatPools.orderId))
    .leftJoin(liveSessions, eq(liveSessions.id, firmSeatPools.liveSessionId))
    .where(eq(firmSeatPools.firmId, firmId))
    .orderBy(desc(firmSeatPools.createdAt), asc(firmSeatPools.id));
  if (pools.length === 0) return [];
  const seats = await db
    .select({
      id: firmSeats.id,
      poolId: firmSeats.poolId,
      position: firmSeats.position,
      holderUid: firmSeats.holderUid,
      holderName: user.name,
      holderEmail: user.email,
      givenBy: firmSeats.givenBy,
      givenAt: firmSeats.givenAt,
    })
    .from(firmSeats)
    .leftJoin(user, eq(user.id, firmSeats.holderUid))
    .where(
      inArray(
        firmSeats.poolId,
        pools.map((pool) => pool.id),
      ),
    )
    .orderBy(asc(firmSeats.position));
  return pools.map((pool) => {
    const own = seats
      .filter((seat) => seat.poolId === pool.id)
      .map(({ poolId: _pool, ...seat }) => seat);
    return { ...pool, used: own.filter((seat) => seat.holderUid).length, seats: own };
  });
}
