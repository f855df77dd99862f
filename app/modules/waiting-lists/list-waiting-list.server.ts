import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { waitingListEntries } from "~/db/schema/waiting-lists";
import { seatsTakenSql } from "~/modules/catalogue/seats.server";

/**
 * A session's waiting list for staff: the session, the active entries in
 * order, then the closed ones, newest first. Null when there is no such session.
 */
export async function listWaitingList(db: Database, sessionId: string, now = new Date()) {
  const [session] = await db
    .select({
      id: liveSessions.id,
      courseTitle: courses.title,
      startsAt: liveSessions.startsAt,
      capacity: liveSessions.capacity,
      seatsTaken: seatsTakenSql(sql`${liveSessions.id}`, now),
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(eq(liveSessions.id, sessionId));
  if (!session) return null;
  const rows = await db
    .select({
      id: waitingListEntries.id,
      uid: waitingListEntries.uid,
      name: user.name,
      email: user.email,
      status: waitingListEntries.status,
      position: waitingListEntries.position,
      joinedAt: waitingListEntries.joinedAt,
      offerExpiresAt: waitingListEntries.offerExpiresAt,
      closedAt: waitingListEntries.closedAt,
    })
    .from(waitingListEntries)
    .innerJoin(user, eq(user.id, waitingListEntries.uid))
    .where(eq(waitingListEntries.liveSessionId, sessionId))
    .orderBy(
      sql`case when ${waitingListEntries.status} in ('waiting', 'offered') then 0 else 1 end`,
      asc(waitingListEntries.position),
      desc(waitingListEntries.closedAt),
    );
  const active = rows.filter((row) => row.status === "waiting" || row.status === "offered");
  const closed = rows.filter((row) => row.status !== "waiting" && row.status !== "offered");
  return { session: { ...session, seatsTaken: Number(session.seatsTaken) }, active, closed };
}
