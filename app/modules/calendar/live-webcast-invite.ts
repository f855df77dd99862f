import { SITE_NAME } from "~/content/site";
import { buildIcs } from "./ics";

/**
 * The calendar invitation that puts a registration's live webcast in the
 * attendee's calendar: attached to the registration and receipt e-mails, and
 * downloaded again from the dashboard, always the same event (its UID is the
 * registration's, so a calendar updates the event rather than adding another).
 */
export function liveWebcastInvite(invite: {
  registrationId: string;
  courseName: string;
  session: { startsAt: Date; durationMinutes: number };
  baseUrl: string;
  organizerEmail: string;
}) {
  return {
    filename: "live-webcast.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: buildIcs({
      uid: `${invite.registrationId}@${new URL(invite.baseUrl).hostname}`,
      start: invite.session.startsAt,
      durationMinutes: invite.session.durationMinutes,
      summary: `${invite.courseName} (live webcast)`,
      description: `Your registration with ${SITE_NAME}. The link to join is sent before the session.`,
      url: `${invite.baseUrl}/dashboard`,
      organizerName: SITE_NAME,
      organizerEmail: invite.organizerEmail,
    }),
  };
}
