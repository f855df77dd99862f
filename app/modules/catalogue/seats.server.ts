import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";

type Executor = Pick<Database, "select">;

/**
 * Seats taken in a live session, as one SQL expression over `live_sessions`:
 * registrations in it, plus pending orders still holding a seat at `now`
 * (a buyer at the checkout). Used for display and, under the session's row
 * lock, to decide whether one more seat may go.
 */
export function seatsTakenSql(
  sessionIdColumn: SQL,
  now: Date,
  excludeOrderId?: string,
): SQL<number> {
  const excluded = excludeOrderId ? sql` AND o.id <> ${excludeOrderId}` : sql``;
  return sql`(
    (SELECT count(*) FROM course_registrations r WHERE r.live_session_id = ${sessionIdColumn})
    + (SELECT count(*) FROM orders o
        WHERE o.live_session_id = ${sessionIdColumn} AND o.status = 'pending'
          AND o.hold_expires_at > ${now.toISOString()}::timestamptz${excluded})
  )::int`;
}

/**
 * Locks the live session's row (so concurrent buyers and registrants queue
 * here) and says whether one more seat is free. Must run inside a transaction.
 */
export async function lockSessionAndCheckSeat(
  tx: Executor,
  sessionId: string,
  now: Date,
  excludeOrderId?: string,
): Promise<{
  exists: boolean;
  available: boolean;
  cancelled: boolean;
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
    .select({ taken: seatsTakenSql(sql`${liveSessions.id}`, now, excludeOrderId) })
    .from(liveSessions)
    .where(eq(liveSessions.id, sessionId));
  return {
    exists: true,
    available: !row.soldOut && Number(seats?.taken ?? 0) < row.capacity,
    cancelled: false,
    session: {
      startsAt: row.startsAt,
      durationMinutes: row.durationMinutes,
      sequence: row.sequence,
    },
  };
}
