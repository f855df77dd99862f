import { SITE_NAME } from "~/content/site";
import { buildIcs } from "./ics";

/**
 * The calendar invitation that puts a registration's live webcast in the
 * attendee's calendar: attached to the registration and receipt e-mails, and
 * downloaded again from the dashboard, always the same event (its UID is the
 * registration's, so a calendar updates the event rather than adding another;
 * its SEQUENCE is the session's, raised when staff move or cancel it, plus the
 * registration's offset, raised when the place moves to another session, so
 * the count keeps rising for the one event whichever session it shows).
 */
export function liveWebcastInvite(invite: {
  registrationId: string;
  courseName: string;
  /** `sequence` counts the session's reschedules (and its cancellation). */
  session: { startsAt: Date; durationMinutes: number; sequence: number };
  /** The registration's `inviteSequenceOffset`, added to the session's sequence. */
  sequenceOffset: number;
  baseUrl: string;
  organizerEmail: string;
  /** The session is cancelled: the invite removes the event. */
  cancelled?: boolean;
}) {
  const method = invite.cancelled ? "CANCEL" : "PUBLISH";
  return {
    filename: "live-webcast.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildIcs({
      uid: `${invite.registrationId}@${new URL(invite.baseUrl).hostname}`,
      start: invite.session.startsAt,
      durationMinutes: invite.session.durationMinutes,
      summary: `${invite.courseName} (live webcast)`,
      description: `Your registration with ${SITE_NAME}. The link to join is sent before the session.`,
      url: `${invite.baseUrl}/dashboard`,
      organizerName: SITE_NAME,
      organizerEmail: invite.organizerEmail,
      sequence: invite.session.sequence + invite.sequenceOffset,
      cancelled: invite.cancelled,
    }),
  };
}
