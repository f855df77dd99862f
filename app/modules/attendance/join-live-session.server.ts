import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessionJoins } from "~/db/schema/attendance";
import { liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { JOIN_OPENS_MINUTES } from "./join-path";

/** From this long before the start, opening the link counts as joining. */
export const JOIN_COUNTS_FROM_MINUTES = 60;

export type JoinOutcome =
  | { ok: true; joinUrl: string; counted: boolean }
  | {
      ok: false;
      reason: "not-registered" | "cancelled" | "no-link" | "too-early" | "ended";
      startsAt?: Date;
    };

/**
 * A registrant opens their live session's meeting link: they must hold a
 * registration for that session, the session must not be cancelled or over,
 * and staff must have set the link. Opened from an hour before the start to
 * the end, it is recorded (the first and last time, and how often).
 */
export async function joinLiveSession(
  db: Database,
  uid: string,
  sessionId: string,
  now = new Date(),
): Promise<JoinOutcome> {
  const [row] = await db
    .select({
      joinUrl: liveSessions.joinUrl,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      cancelledAt: liveSessions.cancelledAt,
    })
    .from(courseRegistrations)
    .innerJoin(liveSessions, eq(liveSessions.id, courseRegistrations.liveSessionId))
    .where(and(eq(courseRegistrations.uid, uid), eq(courseRegistrations.liveSessionId, sessionId)))
    .limit(1);
  if (!row) return { ok: false, reason: "not-registered" };
  if (row.cancelledAt) return { ok: false, reason: "cancelled", startsAt: row.startsAt };
  const start = row.startsAt.getTime();
  const end = start + row.durationMinutes * 60_000;
  if (now.getTime() >= end) return { ok: false, reason: "ended", startsAt: row.startsAt };
  if (now.getTime() < start - JOIN_OPENS_MINUTES * 60_000) {
    return { ok: false, reason: "too-early", startsAt: row.startsAt };
  }
  if (!row.joinUrl) return { ok: false, reason: "no-link", startsAt: row.startsAt };
  const counted = now.getTime() >= start - JOIN_COUNTS_FROM_MINUTES * 60_000;
  if (counted) {
    await db
      .insert(sessionJoins)
      .values({ uid, liveSessionId: sessionId, firstJoinedAt: now, lastJoinedAt: now })
      .onConflictDoUpdate({
        target: [sessionJoins.uid, sessionJoins.liveSessionId],
        set: { lastJoinedAt: now, times: sql`${sessionJoins.times} + 1` },
      });
  }
  return { ok: true, joinUrl: row.joinUrl, counted };
}
