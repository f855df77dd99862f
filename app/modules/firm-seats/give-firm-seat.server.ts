import { and, asc, eq, isNull } from "drizzle-orm";
import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import { firmSeatPools, firmSeats } from "~/db/schema/firm-seats";
import { firmMembers } from "~/db/schema/firms";
import { orders } from "~/db/schema/orders";
import { grantPurchase } from "~/modules/payments/grant-purchase.server";
import { readAttendeeDetails } from "./read-attendee-details.server";

export type SeatResult =
  | { ok: true; seatId: string }
  | { ok: false; status: number; message: string };

export type GiveSeat = {
  firmId: string;
  poolId: string;
  /** Who gets the seat (a member of the firm). */
  holderUid: string;
  /** An administrator assigns it; a member claims it for themselves. */
  givenBy: "assigned" | "claimed";
};

/**
 * Gives one free seat of a pool to a member: the pool's row is locked, so
 * members claiming at once take the free seats one after the other and the
 * last one goes to exactly one of them; the seat rows (as many as bought)
 * and the one-seat-a-person index hold it in the database too. The member
 * gets what the seat is for, as a paid order gives it (a registration in the
 * course and its live session, the bundle's courses, a year of membership),
 * linked to the firm's order.
 */
export async function giveFirmSeat(
  db: Database,
  input: GiveSeat,
  now = new Date(),
): Promise<SeatResult> {
  return db.transaction((tx) => giveSeatIn(tx, input, now));
}

/** The same, inside a transaction the caller holds (reassigning frees a seat first). */
export async function giveSeatIn(tx: Database, input: GiveSeat, now: Date): Promise<SeatResult> {
  const pool = await lockPool(tx, input.firmId, input.poolId);
  if (!pool) return refuse(404, FIRM_SEAT_MESSAGES.poolGone);
  if (await hasStarted(tx, pool.liveSessionId, now)) return refuse(409, FIRM_SEAT_MESSAGES.started);
  const [member] = await tx
    .select({ id: firmMembers.id })
    .from(firmMembers)
    .where(
      and(eq(firmMembers.organizationId, input.firmId), eq(firmMembers.userId, input.holderUid)),
    );
  if (!member) return refuse(422, FIRM_SEAT_MESSAGES.notAMember);
  const [held] = await tx
    .select({ id: firmSeats.id })
    .from(firmSeats)
    .where(and(eq(firmSeats.poolId, pool.id), eq(firmSeats.holderUid, input.holderUid)));
  if (held) return refuse(409, FIRM_SEAT_MESSAGES.alreadyHolds);
  const [free] = await tx
    .select({ id: firmSeats.id })
    .from(firmSeats)
    .where(and(eq(firmSeats.poolId, pool.id), isNull(firmSeats.holderUid)))
    .orderBy(asc(firmSeats.position))
    .limit(1);
  if (!free) return refuse(409, FIRM_SEAT_MESSAGES.noSeatLeft);
  const [order] = await tx.select().from(orders).where(eq(orders.id, pool.orderId));
  if (!order || (order.status !== "paid" && order.status !== "invoiced"))
    return refuse(409, FIRM_SEAT_MESSAGES.poolGone);
  const attendee = await readAttendeeDetails(tx, input.holderUid);
  const grant = await grantPurchase(
    tx,
    { ...order, firmId: null, uid: input.holderUid, attendee },
    true,
    now,
  );
  if (!grant.granted) return refuse(409, FIRM_SEAT_MESSAGES.alreadyHas);
  await tx
    .update(firmSeats)
    .set({ holderUid: input.holderUid, givenBy: input.givenBy, givenAt: now })
    .where(eq(firmSeats.id, free.id));
  return { ok: true, seatId: free.id };
}

/** The firm's pool, its row locked for the rest of the transaction. */
export async function lockPool(tx: Database, firmId: string, poolId: string) {
  const [pool] = await tx
    .select()
    .from(firmSeatPools)
    .where(and(eq(firmSeatPools.id, poolId), eq(firmSeatPools.firmId, firmId)))
    .for("update");
  return pool ?? null;
}

/** Whether the live session the seats are in has begun (seats then stay as they are). */
export async function hasStarted(
  tx: Pick<Database, "select">,
  liveSessionId: string | null,
  now: Date,
): Promise<boolean> {
  if (!liveSessionId) return false;
  const [session] = await tx
    .select({ startsAt: liveSessions.startsAt })
    .from(liveSessions)
    .where(eq(liveSessions.id, liveSessionId));
  return session ? session.startsAt <= now : false;
}

function refuse(status: number, message: string): SeatResult {
  return { ok: false, status, message };
}
