import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { waitingListEntries } from "~/db/schema/waiting-lists";
import { formatSessionDateTime } from "~/lib/format";
import { lockSessionAndCheckSeat } from "~/modules/catalogue/seats.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { WaitingListOffer } from "~/modules/email/templates/waiting-list-offer";
import { offerExpiry, waitingListPath } from "./waiting-list-rules";

const ACTIVE = ["waiting", "offered"] as const;

/**
 * The one place freed seats go to waiting lists (decision 0068): for every
 * session with someone on its list (or only `sessionIds`), under the
 * session's row lock, closes what is over (offers taken up, offers expired,
 * people registered otherwise, sessions past or cancelled), then offers each
 * free seat to the next person waiting, holding it until the offer expires,
 * and queues their mail in the same transaction. Whatever freed the seat (a
 * refund, a move, a cancellation, an expired hold, more capacity), the count
 * finds it; run by a job every minute and right after a staff refund. Two
 * instances running it together make one offer per seat: the second waits
 * on the lock and counts the first's offers.
 */
export async function offerFreedSeats(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string; sessionIds?: readonly string[] },
  now = new Date(),
): Promise<{ offered: number }> {
  const sessionIds =
    options.sessionIds ??
    (
      await db
        .selectDistinct({ id: waitingListEntries.liveSessionId })
        .from(waitingListEntries)
        .where(inArray(waitingListEntries.status, [...ACTIVE]))
    ).map((row) => row.id);
  let offered = 0;
  for (const sessionId of [...sessionIds].sort()) {
    offered += await db.transaction((tx) =>
      offerSessionSeats(tx, mailer, options.baseUrl, sessionId, now),
    );
  }
  if (offered > 0) mailer.wake();
  return { offered };
}

async function offerSessionSeats(
  tx: Database,
  mailer: Mailer,
  baseUrl: string,
  sessionId: string,
  now: Date,
): Promise<number> {
  const seat = await lockSessionAndCheckSeat(tx, sessionId, now);
  if (!seat.exists) return 0;
  const [session] = await tx
    .select({
      courseId: liveSessions.courseId,
      startsAt: liveSessions.startsAt,
      courseName: courses.title,
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(eq(liveSessions.id, sessionId));
  if (!session) return 0;
  const ofSession = eq(waitingListEntries.liveSessionId, sessionId);
  const active = inArray(waitingListEntries.status, [...ACTIVE]);
  const closed = (status: "accepted" | "expired" | "left") => ({ status, closedAt: now });

  // Over or cancelled: nobody can take a seat any more.
  if (seat.cancelled || session.startsAt <= now) {
    await tx.update(waitingListEntries).set(closed("expired")).where(and(ofSession, active));
    return 0;
  }
  // Registered in this session (by the offer, or any other way): done.
  await tx
    .update(waitingListEntries)
    .set(closed("accepted"))
    .where(
      and(
        ofSession,
        active,
        sql`EXISTS (SELECT 1 FROM course_registrations r WHERE r.uid = ${waitingListEntries.uid}
          AND r.live_session_id = ${sessionId})`,
      ),
    );
  // Registered for the course in another session (or without one): off this list.
  await tx
    .update(waitingListEntries)
    .set(closed("left"))
    .where(
      and(
        ofSession,
        active,
        sql`EXISTS (SELECT 1 FROM course_registrations r WHERE r.uid = ${waitingListEntries.uid}
          AND r.course_id = ${session.courseId})`,
      ),
    );
  // Offers not taken in time pass to the next in line (their seats are free in the count already).
  await tx
    .update(waitingListEntries)
    .set(closed("expired"))
    .where(
      and(
        ofSession,
        eq(waitingListEntries.status, "offered"),
        lte(waitingListEntries.offerExpiresAt, now),
      ),
    );

  const free = seat.free ?? 0;
  if (free === 0) return 0;
  const next = await tx
    .select({
      id: waitingListEntries.id,
      uid: waitingListEntries.uid,
      name: user.name,
      email: user.email,
    })
    .from(waitingListEntries)
    .innerJoin(user, eq(user.id, waitingListEntries.uid))
    .where(and(ofSession, eq(waitingListEntries.status, "waiting")))
    .orderBy(asc(waitingListEntries.position), asc(waitingListEntries.joinedAt))
    .limit(free);
  const expiresAt = offerExpiry(now, session.startsAt);
  for (const person of next) {
    await tx
      .update(waitingListEntries)
      .set({ status: "offered", offeredAt: now, offerExpiresAt: expiresAt })
      .where(eq(waitingListEntries.id, person.id));
    await mailer.sendEmail(
      {
        to: person.email,
        uid: person.uid,
        subject: `A seat is free for you: ${session.courseName}`,
        template: "waiting-list-offer",
        body: WaitingListOffer({
          name: person.name,
          courseName: session.courseName,
          when: formatSessionDateTime(session.startsAt),
          holdUntil: formatSessionDateTime(expiresAt),
          takeUrl: `${baseUrl}${waitingListPath(session.courseId)}`,
        }),
      },
      tx,
    );
  }
  return next.length;
}
