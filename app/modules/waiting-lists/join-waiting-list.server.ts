import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { waitingListEntries } from "~/db/schema/waiting-lists";
import { lockSessionAndCheckSeat } from "~/modules/catalogue/seats.server";
import { findRegistration } from "~/modules/registration/find-registration.server";
import { WAITING_LIST_MESSAGES } from "./waiting-list-rules";

export type WaitingListReply = { ok: true } | { ok: false; status: number; message: string };

/**
 * Puts the attorney at the end of a full session's waiting list. Under the
 * session's row lock: refused when a seat is free to them (they register
 * instead), when they are registered for the course, or when the session is
 * over or cancelled. Joining twice keeps the one place.
 */
export async function joinWaitingList(
  db: Database,
  uid: string,
  sessionId: string,
  now = new Date(),
): Promise<WaitingListReply> {
  return db.transaction(async (tx): Promise<WaitingListReply> => {
    const seat = await lockSessionAndCheckSeat(tx, sessionId, now, undefined, 1, uid);
    const [session] = await tx
      .select({
        courseId: liveSessions.courseId,
        startsAt: liveSessions.startsAt,
        status: courses.status,
      })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .where(eq(liveSessions.id, sessionId));
    if (!seat.exists || !session || session.status !== "published") {
      return { ok: false, status: 404, message: WAITING_LIST_MESSAGES.noSession };
    }
    if (seat.cancelled || session.startsAt <= now) {
      return { ok: false, status: 409, message: WAITING_LIST_MESSAGES.notOpen };
    }
    if (await findRegistration(tx, uid, session.courseId)) {
      return { ok: false, status: 409, message: WAITING_LIST_MESSAGES.alreadyRegistered };
    }
    const [existing] = await tx
      .select({ id: waitingListEntries.id })
      .from(waitingListEntries)
      .where(
        and(
          eq(waitingListEntries.liveSessionId, sessionId),
          eq(waitingListEntries.uid, uid),
          inArray(waitingListEntries.status, ["waiting", "offered"]),
        ),
      );
    if (existing) return { ok: true };
    if (seat.available) return { ok: false, status: 409, message: WAITING_LIST_MESSAGES.seatFree };
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${waitingListEntries.position}), 0)::int` })
      .from(waitingListEntries)
      .where(eq(waitingListEntries.liveSessionId, sessionId));
    await tx
      .insert(waitingListEntries)
      .values({
        id: `wl_${randomUUID().replaceAll("-", "")}`,
        liveSessionId: sessionId,
        uid,
        position: Number(last?.position ?? 0) + 1,
        joinedAt: now,
      })
      .onConflictDoNothing();
    return { ok: true };
  });
}

/**
 * Takes the attorney off a session's waiting list (an offer they hold goes
 * back: the next run of the offers passes the seat on).
 */
export async function leaveWaitingList(
  db: Database,
  uid: string,
  sessionId: string,
  now = new Date(),
): Promise<WaitingListReply> {
  const left = await db
    .update(waitingListEntries)
    .set({ status: "left", closedAt: now })
    .where(
      and(
        eq(waitingListEntries.liveSessionId, sessionId),
        eq(waitingListEntries.uid, uid),
        inArray(waitingListEntries.status, ["waiting", "offered"]),
      ),
    )
    .returning({ id: waitingListEntries.id });
  return left.length > 0
    ? { ok: true }
    : { ok: false, status: 404, message: WAITING_LIST_MESSAGES.notOnList };
}
