import { EmailAction, EmailLayout } from "./email-layout";

/** Within a day of a live webcast: when, how to join, and the attendance codes. */
export function SessionReminder({
  firstName,
  courseName,
  when,
  joinUrl,
  dashboardUrl,
}: {
  firstName: string;
  courseName: string;
  when: string;
  /** The site's link into the meeting (it records the join), once staff set the meeting's. */
  joinUrl: string | null;
  dashboardUrl: string;
}) {
  return (
    <EmailLayout preview={`${courseName} starts on ${when}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your live webcast starts soon</h1>
      <p>
        Hello {firstName}, <strong>{courseName}</strong> starts on {when}.
      </p>
      {joinUrl ? (
        <p>
          Join here: <a href={joinUrl}>{joinUrl}</a> (the link is also on your dashboard).
        </p>
      ) : (
        <p>The link to join will be on your dashboard before the session starts.</p>
      )}
      <p>
        The presenter announces attendance codes during the session. Enter each one on your
        dashboard, during the session or within an hour after it ends: you need them all for your
        certificate.
      </p>
      <EmailAction href={dashboardUrl} label="Go to My Dashboard" />
    </EmailLayout>
  );
}
