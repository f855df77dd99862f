import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatSessionDateTime } from "~/lib/format";
import { liveWebcastInvite } from "~/modules/calendar/live-webcast-invite";
import { lockSessionAndCheckSeat } from "~/modules/catalogue/seats.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { RegistrationMoved } from "~/modules/email/templates/registration-moved";
import { MOVE_MESSAGES } from "./move-messages";

export type SessionMoveOptions = { baseUrl: string; organizerEmail: string };

type Moved = {
  ok: true;
  registrationId: string;
  uid: string;
  from: { sessionId: string; startsAt: Date } | null;
  to: { sessionId: string; startsAt: Date };
  /** The SEQUENCE of the invite just sent. */
  sequence: number;
};

export type SessionMove = Moved | { ok: false; status: 404 | 409; message: string };

const refuse = (status: 404 | 409, message: string) => ({ ok: false as const, status, message });

/**
 * Puts a registration's place in another upcoming session of its course,
 * inside the caller's transaction: the target's seat is taken as a
 * registration takes one (its row locked while seats are counted), the old
 * session's seat is released by the same update, the paid order follows
 * (so cancelling either session later refunds the right people), the
 * reminder is due again, and the attendee is mailed the invite for the new
 * session.
 *
 * The invite keeps the registration's UID, so a calendar holding the old
 * event replaces it; its SEQUENCE is one above the last one sent for that
 * UID, whatever the new session's own count: the registration's offset
 * absorbs the difference. No separate CANCEL is sent for the old session:
 * with the same UID it would remove the event this invite puts in place.
 *
 * Locks: the sessions in id order, then the registration (as a session's
 * cancellation does: session, then its registrations), so two moves in
 * opposite directions cannot deadlock.
 */
export async function moveToSession(
  tx: Database,
  mailer: Mailer,
  options: SessionMoveOptions,
  input: {
    registrationId: string;
    sessionId: string;
    chosenBy: "attendee" | "staff";
    /** The attendee may choose only while their place has no session. */
    onlyWithoutSession?: boolean;
    /** Whose place it must be (the staff page's attendee). */
    uid?: string;
    /** The session the place must be in (the staff roster's session). */
    fromSessionId?: string;
  },
  now: Date,
): Promise<SessionMove> {
  const [seen] = await tx
    .select({ uid: courseRegistrations.uid, liveSessionId: courseRegistrations.liveSessionId })
    .from(courseRegistrations)
    .where(eq(courseRegistrations.id, input.registrationId));
  if (!seen || (input.uid !== undefined && seen.uid !== input.uid)) {
    return refuse(404, MOVE_MESSAGES.noRegistration);
  }
  // Moved out of the roster's session since the page was drawn: the staff member chose blind.
  if (input.fromSessionId !== undefined && seen.liveSessionId !== input.fromSessionId) {
    return refuse(409, MOVE_MESSAGES.changed);
  }
  const [target] = await tx
    .select({ courseId: liveSessions.courseId })
    .from(liveSessions)
    .where(eq(liveSessions.id, input.sessionId));
  if (!target) return refuse(404, MOVE_MESSAGES.noSession);

  const oldId = seen.liveSessionId;
  let seat: Awaited<ReturnType<typeof lockSessionAndCheckSeat>> | null = null;
  let old: { startsAt: Date; sequence: number } | undefined;
  for (const id of [oldId, input.sessionId].filter((id) => id !== null).sort()) {
    if (id === input.sessionId) {
      seat = await lockSessionAndCheckSeat(tx, id, now);
    } else {
      [old] = await tx
        .select({ startsAt: liveSessions.startsAt, sequence: liveSessions.sequence })
        .from(liveSessions)
        .where(eq(liveSessions.id, id))
        .for("update");
    }
  }
  const [registration] = await tx
    .select()
    .from(courseRegistrations)
    .where(eq(courseRegistrations.id, input.registrationId))
    .for("update");
  // Changed between the first read and the locks (a cancellation, another move).
  if (!registration || registration.liveSessionId !== oldId) {
    return refuse(409, MOVE_MESSAGES.changed);
  }
  if (input.onlyWithoutSession && (oldId !== null || !registration.attendLiveWebcast)) {
    return refuse(409, MOVE_MESSAGES.hasSession);
  }
  if (target.courseId !== registration.courseId) return refuse(409, MOVE_MESSAGES.otherCourse);
  if (oldId === input.sessionId) return refuse(409, MOVE_MESSAGES.sameSession);
  // Attendance at a session that has begun belongs to it: the place stays.
  if (old && old.startsAt <= now) return refuse(409, MOVE_MESSAGES.oldStarted);
  if (!seat?.session) {
    return refuse(409, seat?.cancelled ? MOVE_MESSAGES.cancelled : MOVE_MESSAGES.noSession);
  }
  if (seat.session.startsAt <= now) return refuse(409, MOVE_MESSAGES.notUpcoming);
  if (!seat.available) return refuse(409, MOVE_MESSAGES.full);

  const lastSent = registration.inviteSequenceOffset + (old?.sequence ?? 0);
  const session = seat.session;
  const inviteSequenceOffset = lastSent + 1 - session.sequence;
  await tx
    .update(courseRegistrations)
    .set({
      liveSessionId: input.sessionId,
      attendLiveWebcast: true,
      reminderSentAt: null,
      inviteSequenceOffset,
    })
    .where(eq(courseRegistrations.id, registration.id));
  if (registration.orderId) {
    // Only an order that bought a session's seat names one (a bundle's does not).
    await tx
      .update(orders)
      .set({ liveSessionId: input.sessionId, updatedAt: now })
      .where(and(eq(orders.id, registration.orderId), isNotNull(orders.liveSessionId)));
  }

  const to = formatSessionDateTime(session.startsAt);
  await mailer.sendEmail(
    {
      to: registration.email,
      uid: registration.uid,
      subject: `Your live webcast: ${registration.courseName}, ${to}`,
      template: "registration-moved",
      body: RegistrationMoved({
        firstName: registration.firstName,
        courseName: registration.courseName,
        from: old ? formatSessionDateTime(old.startsAt) : null,
        to,
        chosenBy: input.chosenBy,
        dashboardUrl: `${options.baseUrl}/dashboard`,
      }),
      attachments: [
        liveWebcastInvite({
          registrationId: registration.id,
          courseName: registration.courseName,
          session,
          sequenceOffset: inviteSequenceOffset,
          baseUrl: options.baseUrl,
          organizerEmail: options.organizerEmail,
        }),
      ],
    },
    tx,
  );
  return {
    ok: true,
    registrationId: registration.id,
    uid: registration.uid,
    from: oldId && old ? { sessionId: oldId, startsAt: old.startsAt } : null,
    to: { sessionId: input.sessionId, startsAt: session.startsAt },
    sequence: lastSent + 1,
  };
}
