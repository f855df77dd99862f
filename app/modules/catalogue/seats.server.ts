import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";

type Executor = Pick<Database, "select">;

/**
 * Seats taken in a live session, as one SQL expression over `live_sessions`:
 * registrations in it, plus the seats pending orders still hold at `now`
 * (a buyer at the checkout; a firm's order holds its quantity), plus the
 * seats firms bought and have not given yet, plus the seats held for waiting-list
 * offers (decision 0068) not yet taken up. Used for display and, under the
 * session's row lock, to decide whether one more seat may go. `forUid`: the
 * person asking; their own offer is the seat they may take, not one taken.
 */
export function seatsTakenSql(
  sessionIdColumn: SQL,
  now: Date,
  excludeOrderId?: string,
  forUid?: string,
): SQL<number> {
  const excluded = excludeOrderId ? sql` AND o.id <> ${excludeOrderId}` : sql``;
  const notAsker = forUid ? sql` AND w.uid <> ${forUid}` : sql``;
  const at = now.toISOString();
  return sql`(
    (SELECT count(*) FROM course_registrations r WHERE r.live_session_id = ${sessionIdColumn})
    + (SELECT coalesce(sum(o.quantity), 0) FROM orders o
        WHERE o.live_session_id = ${sessionIdColumn} AND o.status = 'pending'
          AND o.hold_expires_at > ${now.toISOString()}::timestamptz${excluded})
    + (SELECT count(*) FROM firm_seats s JOIN firm_seat_pools p ON p.id = s.pool_id
        WHERE p.live_session_id = ${sessionIdColumn} AND s.holder_uid IS NULL)
    + (SELECT count(*) FROM waiting_list_entries w
        WHERE w.live_session_id = ${sessionIdColumn} AND w.status = 'offered'
          AND w.offer_expires_at > ${at}::timestamptz${notAsker}
          -- Once the offer's holder registers, or holds the seat at the checkout, it counts there.
          AND NOT EXISTS (SELECT 1 FROM course_registrations r2
            WHERE r2.live_session_id = ${sessionIdColumn} AND r2.uid = w.uid)
          AND NOT EXISTS (SELECT 1 FROM orders o2
            WHERE o2.live_session_id = ${sessionIdColumn} AND o2.uid = w.uid AND o2.status = 'pending'
              AND o2.hold_expires_at > ${at}::timestamptz))
  )::int`;
}

/**
 * Locks the live session's row (so concurrent buyers and registrants queue
 * here) and says whether one more seat (or `seatsWanted`) is free. Must run
 * inside a transaction.
 */
export async function lockSessionAndCheckSeat(
  tx: Executor,
  sessionId: string,
  now: Date,
  excludeOrderId?: string,
  seatsWanted = 1,
  /** Who asks: a waiting-list offer they hold is theirs to take. */
  forUid?: string,
): Promise<{
  exists: boolean;
  available: boolean;
  cancelled: boolean;
  /** Seats still free (0 when sold out or cancelled). */
  free?: number;
  /** When it is, as locked now (staff may have moved it since the caller read it). */
  session?: { startsAt: Date; durationMinutes: number; sequence: number };
}> {
  const [row] = await tx
    .select({
      capacity: liveSessions.capacity,
      soldOut: liveSessions.soldOut,
      cancelledAt: liveSessions.cancelledAt,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      sequence: liveSessions.sequence,
    })
    .from(liveSessions)
    .where(eq(liveSessions.id, sessionId))
    .for("update");
  if (!row) return { exists: false, available: false, cancelled: false };
  // A cancelled session takes no one, not even a buyer holding a seat.
  if (row.cancelledAt) return { exists: true, available: false, cancelled: true };
  // Counted in a second statement: under READ COMMITTED it sees what the
  // transactions we waited for committed (the locking statement's snapshot
  // predates them).
  const [seats] = await tx
    .select({ taken: seatsTakenSql(sql`${liveSessions.id}`, now, excludeOrderId, forUid) })
    .from(liveSessions)
    .where(eq(liveSessions.id, sessionId));
  const free = row.soldOut ? 0 : Math.max(0, row.capacity - Number(seats?.taken ?? 0));
  return {
    exists: true,
    available: free >= seatsWanted,
    cancelled: false,
    free,
    session: {
      startsAt: row.startsAt,
      durationMinutes: row.durationMinutes,
      sequence: row.sequence,
    },
  };
}
