import { EmailAction, EmailLayout } from "./email-layout";

export function RegistrationConfirmation({
  firstName,
  courseName,
  when,
  attendLive,
  dashboardUrl,
}: {
  firstName: string;
  courseName: string;
  /** The live session's date and time, when the attorney attends live. */
  when: string | null;
  attendLive: boolean;
  dashboardUrl: string;
}) {
  return (
    <EmailLayout preview={`You are registered: ${courseName}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>You are registered</h1>
      <p>
        Hello {firstName}, your place in <strong>{courseName}</strong> is confirmed.
      </p>
      {attendLive && when ? (
        <p>
          The live webcast is on {when}. The calendar invitation attached to this message puts it in
          your calendar; the link to join is sent before the session.
        </p>
      ) : (
        <p>You will be able to watch the recording from your dashboard.</p>
      )}
      <p>
        Keep the attendance codes announced during the course: you need them for your certificate.
      </p>
      <EmailAction href={dashboardUrl} label="Go to My Dashboard" />
    </EmailLayout>
  );
}
