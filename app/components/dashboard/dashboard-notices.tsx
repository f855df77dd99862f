import { FormAlert } from "~/components/ui/form-alert";

/** What the dashboard says on arrival: an e-mail confirmation's outcome, certificates just issued. */
export function DashboardNotices({
  verification,
  issued,
}: {
  verification: "confirmed" | "failed" | null;
  /** How many certificates the affirmation just issued (0: none). */
  issued: number;
}) {
  return (
    <>
      {verification === "confirmed" ? (
        <div className="mb-6 max-w-xl">
          <FormAlert tone="success">Thank you: your e-mail address is confirmed.</FormAlert>
        </div>
      ) : verification === "failed" ? (
        <div className="mb-6 max-w-xl">
          <FormAlert tone="error">
            This confirmation link has expired or was already used. Use “Send the link again” above
            for a new one.
          </FormAlert>
        </div>
      ) : null}
      {issued > 0 ? (
        <div className="mb-6 max-w-xl">
          <FormAlert tone="success">
            {issued === 1
              ? "Your certificate is ready below, and on its way to you by e-mail."
              : `Your ${issued} certificates are ready below, and on their way to you by e-mail.`}
          </FormAlert>
        </div>
      ) : null}
    </>
  );
}
