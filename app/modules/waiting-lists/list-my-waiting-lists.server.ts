import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { waitingListEntries } from "~/db/schema/waiting-lists";

/** The attorney's places on waiting lists (waiting, or holding an offer), for the dashboard. */
export async function listMyWaitingLists(db: Database, uid: string) {
  const rows = await db
    .select({
      sessionId: waitingListEntries.liveSessionId,
      courseId: liveSessions.courseId,
      courseTitle: courses.title,
      startsAt: liveSessions.startsAt,
      status: waitingListEntries.status,
      offerExpiresAt: waitingListEntries.offerExpiresAt,
      place: sql<number>`(SELECT count(*) FROM waiting_list_entries w
        WHERE w.live_session_id = ${waitingListEntries.liveSessionId}
          AND w.status IN ('waiting', 'offered')
          AND w.position <= ${waitingListEntries.position})::int`,
    })
    .from(waitingListEntries)
    .innerJoin(liveSessions, eq(liveSessions.id, waitingListEntries.liveSessionId))
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(
      and(
        eq(waitingListEntries.uid, uid),
        inArray(waitingListEntries.status, ["waiting", "offered"]),
      ),
    )
    .orderBy(asc(liveSessions.startsAt));
  return rows.map((row) => ({ ...row, place: Number(row.place) }));
}
