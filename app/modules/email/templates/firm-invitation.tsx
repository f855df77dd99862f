import { SITE_NAME } from "~/content/site";
import { EmailAction, EmailLayout } from "./email-layout";

export function FirmInvitationEmail({
  inviterName,
  firmName,
  url,
  expiresOn,
}: {
  inviterName: string;
  firmName: string;
  url: string;
  /** The last day the link works, as a reader reads it. */
  expiresOn: string;
}) {
  return (
    <EmailLayout preview={`Join ${firmName} on ${SITE_NAME}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Join {firmName}</h1>
      <p>
        {inviterName} invites you to join {firmName}, so that the firm can give you seats in courses
        and keep track of its lawyers' CLE credits.
      </p>
      <EmailAction href={url} label="Accept the invitation" />
      <p style={{ fontSize: 13, color: "#475569" }}>
        The link works once, for this address only, until {expiresOn}. If you do not have an
        account, create one with this address first. If you did not expect this, ignore it.
      </p>
    </EmailLayout>
  );
}
