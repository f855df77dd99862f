import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatSessionDateTime } from "~/lib/format";
import { liveWebcastInvite } from "~/modules/calendar/live-webcast-invite";
import type { EmailMessage } from "~/modules/email/outbox.server";
import { SessionChanged } from "~/modules/email/templates/session-changed";

export type MailOptions = { baseUrl: string; organizerEmail: string };

/** Everyone registered for a session, as its change mails need them. */
export function listSessionRegistrants(tx: Database, sessionId: string) {
  return tx
    .select({
      id: courseRegistrations.id,
      uid: courseRegistrations.uid,
      firstName: courseRegistrations.firstName,
      email: courseRegistrations.email,
      courseName: courseRegistrations.courseName,
      orderId: courseRegistrations.orderId,
      inviteSequenceOffset: courseRegistrations.inviteSequenceOffset,
    })
    .from(courseRegistrations)
    .where(eq(courseRegistrations.liveSessionId, sessionId));
}

export type SessionRegistrant = Awaited<ReturnType<typeof listSessionRegistrants>>[number];

type Session = { startsAt: Date; durationMinutes: number; sequence: number };

/**
 * The mail that tells a registrant their session moved (with the invite that
 * moves the event: same UID, higher SEQUENCE) or was cancelled (with the
 * invite that removes it).
 */
export function sessionChangeMail(
  registrant: SessionRegistrant,
  session: Session,
  change:
    | { kind: "moved"; from: Date }
    | {
        kind: "cancelled";
        reason: string;
        outcome: "kept" | "refunded" | "ended";
        onDemand: boolean;
      },
  options: MailOptions,
): EmailMessage {
  const when = formatSessionDateTime(session.startsAt);
  const moved = change.kind === "moved";
  return {
    to: registrant.email,
    uid: registrant.uid,
    subject: moved
      ? `New time: ${registrant.courseName}, ${when}`
      : `Cancelled: ${registrant.courseName}, ${when}`,
    template: moved ? "session-moved" : "session-cancelled",
    body: SessionChanged({
      firstName: registrant.firstName,
      courseName: registrant.courseName,
      change: moved
        ? { kind: "moved", from: formatSessionDateTime(change.from), to: when }
        : { ...change, when },
      dashboardUrl: `${options.baseUrl}/dashboard`,
    }),
    attachments: [
      liveWebcastInvite({
        registrationId: registrant.id,
        courseName: registrant.courseName,
        session,
        sequenceOffset: registrant.inviteSequenceOffset,
        baseUrl: options.baseUrl,
        organizerEmail: options.organizerEmail,
        cancelled: !moved,
      }),
    ],
  };
}
