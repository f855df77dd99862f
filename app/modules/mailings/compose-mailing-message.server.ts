import type { MailingKind } from "~/db/schema/mailings";
import { formatSessionDateTime } from "~/lib/format";
import { joinSessionPath } from "~/modules/attendance/join-path";
import type { EmailMessage } from "~/modules/email/outbox.server";
import { StaffMessage } from "~/modules/email/templates/staff-message";
import { newsletterLink } from "~/modules/newsletter/newsletter-link.server";
import { fillMergeFields, type MergeValues } from "./merge-fields";
import type { MailingRecipient } from "./resolve-mailing-audience.server";

export const MAILING_TEMPLATE = "staff-message";

/** One recipient's values of the merge fields. */
export function mergeValuesFor(recipient: MailingRecipient, baseUrl: string): MergeValues {
  return {
    name: `${recipient.firstName} ${recipient.lastName}`.trim(),
    course: recipient.courseTitle,
    session_time: recipient.sessionStartsAt
      ? formatSessionDateTime(recipient.sessionStartsAt)
      : "on demand, at a time that suits you",
    // Through the site, which records the join; on demand, their dashboard.
    join_link: recipient.sessionId
      ? `${baseUrl}${joinSessionPath(recipient.sessionId)}`
      : `${baseUrl}/dashboard`,
  };
}

/** The message one recipient gets (the preview, the test and the sending all use it). */
export function composeMailingMessage(
  mailing: { subject: string; body: string; kind: MailingKind },
  recipient: MailingRecipient,
  baseUrl: string,
): EmailMessage {
  const values = mergeValuesFor(recipient, baseUrl);
  const subject = fillMergeFields(mailing.subject, values);
  const marketing = mailing.kind === "marketing";
  return {
    to: recipient.email,
    uid: recipient.uid,
    subject,
    template: MAILING_TEMPLATE,
    body: StaffMessage({
      subject,
      body: fillMergeFields(mailing.body, values),
      courseName: recipient.courseTitle,
      marketing,
      unsubscribeUrl:
        marketing && recipient.unsubscribeToken
          ? newsletterLink(baseUrl, "/newsletter/unsubscribe", recipient.unsubscribeToken)
          : null,
    }),
  };
}
