import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { waitingListEntries } from "~/db/schema/waiting-lists";

/** A session's waiting list for staff: the active entries in order, then the closed ones, newest first. */
export async function listWaitingList(db: Database, sessionId: string) {
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
  return { active, closed };
}
