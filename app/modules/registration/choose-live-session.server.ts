import type { Database } from "~/db/client.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { moveToSession, type SessionMove, type SessionMoveOptions } from "./move-to-session.server";
import { registrationId } from "./register-for-course.server";

/**
 * The attendee whose live-webcast place has no session (kept when staff
 * cancelled theirs) chooses one of the course's upcoming sessions: the seat
 * is taken as at registration, so of two attendees racing for the last seat
 * one wins and the other is told it has gone; the confirmation with the
 * calendar invite goes through the outbox.
 */
export async function chooseLiveSession(
  db: Database,
  deps: { mailer: Mailer } & SessionMoveOptions,
  uid: string,
  input: { courseId: string; sessionId: string },
  now = new Date(),
): Promise<SessionMove> {
  const outcome = await db.transaction((tx) =>
    moveToSession(
      tx,
      deps.mailer,
      deps,
      {
        registrationId: registrationId(uid, input.courseId),
        sessionId: input.sessionId,
        chosenBy: "attendee",
        onlyWithoutSession: true,
      },
      now,
    ),
  );
  if (outcome.ok) deps.mailer.wake();
  return outcome;
}
