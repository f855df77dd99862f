import { EmailAction, EmailLayout } from "./email-layout";

/**
 * A live webcast the attendee registered for was moved or cancelled: what
 * changed, what it means for their registration, and the calendar file that
 * updates (or removes) the event.
 */
export function SessionChanged({
  firstName,
  courseName,
  change,
  dashboardUrl,
}: {
  firstName: string;
  courseName: string;
  change:
    | { kind: "moved"; from: string; to: string }
    | {
        kind: "cancelled";
        when: string;
        reason: string;
        outcome: "kept" | "refunded" | "ended";
        /** The course has a recorded lecture the attendee can watch instead. */
        onDemand: boolean;
      };
  dashboardUrl: string;
}) {
  const moved = change.kind === "moved";
  return (
    <EmailLayout
      preview={moved ? `${courseName} moves to ${change.to}` : `${courseName} is cancelled`}
      reason="you registered for this live webcast"
    >
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>
        {moved ? "Your live webcast has a new time" : "Your live webcast is cancelled"}
      </h1>
      <p>Dear {firstName},</p>
      {moved ? (
        <>
          <p>
            <strong>{courseName}</strong> was to start on {change.from}. It now starts on{" "}
            <strong>{change.to}</strong>. Your registration moves with it: there is nothing to do.
          </p>
          <p>
            The attached calendar file updates the event in your calendar, and the reminder with the
            link to join comes the day before the new date.
          </p>
        </>
      ) : (
        <>
          <p>
            We are sorry: the session of <strong>{courseName}</strong> on {change.when} is
            cancelled. {change.reason}
          </p>
          <p>
            {change.outcome === "kept"
              ? `Your place in the course is kept at no cost: choose another live session on your dashboard${change.onDemand ? ", or watch the course on demand from there" : ""}. If none suits you, reply to this message.`
              : change.outcome === "refunded"
                ? "We are refunding what you paid in full; a separate message confirms the refund."
                : "Your registration for this session has ended."}
          </p>
          <p>The attached calendar file removes the event from your calendar.</p>
        </>
      )}
      <EmailAction href={dashboardUrl} label="Go to My Dashboard" />
      <p style={{ fontSize: 13, color: "#475569" }}>Questions? Reply to this message.</p>
    </EmailLayout>
  );
}
