import { and, asc, eq, gte, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import { liveSessions } from "~/db/schema/catalogue";
import { seatsTakenSql } from "./seats.server";

type LiveSessionAvailability = {
  id: string;
  courseId: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  /** Registrations plus seats held by buyers at the checkout. */
  seatsTaken: number;
  label: string | null;
  /** From seats taken against capacity, or a staff decision; never a fixed label. */
  soldOut: boolean;
};

/**
 * Live sessions (of one course, starting from a time), earliest first, with
 * their seats. Without `now`, from the read cache.
 */
export async function listLiveSessions(
  db: Database,
  /** `forUid` (counted now only): a waiting-list offer held for them is a free seat to them. */
  filter: { courseId?: string; from?: Date; forUid?: string } = {},
  now?: Date,
): Promise<readonly LiveSessionAvailability[]> {
  if (now) return querySessions(db, filter, now);
  const { from, courseId } = filter;
  const sessions = await cachedRead(db, `live-sessions:${courseId ?? "*"}`, () =>
    querySessions(db, { courseId }, new Date()),
  );
  return from ? sessions.filter((session) => session.startsAt >= from) : sessions;
}

async function querySessions(
  db: Database,
  filter: { courseId?: string; from?: Date; forUid?: string },
  now: Date,
): Promise<LiveSessionAvailability[]> {
  // A cancelled session is off the site.
  const conditions: SQL[] = [isNull(liveSessions.cancelledAt)];
  if (filter.courseId) conditions.push(eq(liveSessions.courseId, filter.courseId));
  if (filter.from) conditions.push(gte(liveSessions.startsAt, filter.from));
  const rows = await db
    .select({
      id: liveSessions.id,
      courseId: liveSessions.courseId,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      capacity: liveSessions.capacity,
      staffSoldOut: liveSessions.soldOut,
      label: liveSessions.label,
      seatsTaken: seatsTakenSql(sql`${liveSessions.id}`, now, undefined, filter.forUid),
    })
    .from(liveSessions)
    .where(and(...conditions))
    .orderBy(asc(liveSessions.startsAt));
  return rows.map(({ staffSoldOut, ...row }) => ({
    ...row,
    seatsTaken: Number(row.seatsTaken),
    soldOut: staffSoldOut || Number(row.seatsTaken) >= row.capacity,
  }));
}
