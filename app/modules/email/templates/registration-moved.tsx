import { EmailAction, EmailLayout } from "./email-layout";

/**
 * A registration's place is now in another live session of the course:
 * chosen by the attendee after a cancellation, or moved by staff. The
 * attached calendar file replaces the event (same UID, higher SEQUENCE).
 */
export function RegistrationMoved({
  firstName,
  courseName,
  from,
  to,
  chosenBy,
  dashboardUrl,
}: {
  firstName: string;
  courseName: string;
  /** The session they leave, when they had one (it still takes place without them). */
  from: string | null;
  to: string;
  chosenBy: "attendee" | "staff";
  dashboardUrl: string;
}) {
  return (
    <EmailLayout
      preview={`${courseName}: your live webcast is on ${to}`}
      reason="you registered for this live webcast"
    >
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your live webcast session</h1>
      <p>Dear {firstName},</p>
      <p>
        {chosenBy === "attendee" ? "As you chose, your" : "As arranged with our team, your"} place
        in <strong>{courseName}</strong> is now in the live webcast on <strong>{to}</strong>.
        {from ? ` Your seat in the session on ${from} is released.` : ""}
      </p>
      <p>
        The attached calendar file {from ? "moves the event in your calendar" : "puts the event in"}{" "}
        {from ? "to the new date" : "your calendar"}, and the reminder with the link to join comes
        the day before.
      </p>
      <EmailAction href={dashboardUrl} label="Go to My Dashboard" />
      <p style={{ fontSize: 13, color: "#475569" }}>Questions? Reply to this message.</p>
    </EmailLayout>
  );
}
