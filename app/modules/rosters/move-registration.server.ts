import type { Database } from "~/db/client.server";
import type { Mailer } from "~/modules/email/mailer.server";
import {
  moveToSession,
  type SessionMove,
  type SessionMoveOptions,
} from "~/modules/registration/move-to-session.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

/**
 * Staff move a registrant's place to another upcoming session of the same
 * course (or give a place without a session one), with a reason, from the
 * attendee page or a session's roster: the seats,
 * the attendee's mail and the audit entry (before and after) are one
 * transaction, so a refusal writes nothing.
 */
export async function moveRegistration(
  db: Database,
  deps: { mailer: Mailer } & SessionMoveOptions,
  actor: StaffActor,
  input: {
    registrationId: string;
    sessionId: string;
    reason: string;
    /** The attendee page's person: the place must be theirs. */
    uid?: string;
    /** The session roster's session: the place must still be in it. */
    fromSessionId?: string;
  },
  now = new Date(),
): Promise<SessionMove> {
  const outcome = await db.transaction(async (tx) => {
    const moved = await moveToSession(
      tx,
      deps.mailer,
      deps,
      {
        registrationId: input.registrationId,
        sessionId: input.sessionId,
        chosenBy: "staff",
        ...(input.uid !== undefined ? { uid: input.uid } : {}),
        ...(input.fromSessionId !== undefined ? { fromSessionId: input.fromSessionId } : {}),
      },
      now,
    );
    if (!moved.ok) return moved;
    await recordStaffAction(tx, actor, {
      action: "registration.move",
      recordType: "registration",
      recordId: moved.registrationId,
      before: {
        liveSessionId: moved.from?.sessionId ?? null,
        startsAt: moved.from?.startsAt.toISOString() ?? null,
      },
      after: {
        liveSessionId: moved.to.sessionId,
        startsAt: moved.to.startsAt.toISOString(),
        inviteSequence: moved.sequence,
      },
      reason: input.reason,
    });
    return moved;
  });
  if (outcome.ok) deps.mailer.wake();
  return outcome;
}
