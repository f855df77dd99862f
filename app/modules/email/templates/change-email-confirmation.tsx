import { EmailAction, EmailLayout } from "./email-layout";

export function ChangeEmailConfirmation({
  firstName,
  newEmail,
  url,
}: {
  firstName: string;
  newEmail: string;
  url: string;
}) {
  return (
    <EmailLayout preview="Confirm your new e-mail address">
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Confirm your new e-mail address</h1>
      <p>
        Hello {firstName}, you asked to change the e-mail address of your account to {newEmail}.
        Confirm the change to start using it to log in.
      </p>
      <EmailAction href={url} label="Confirm new address" />
      <p style={{ fontSize: 13, color: "#475569" }}>
        If you did not ask for this, ignore this message and nothing changes.
      </p>
    </EmailLayout>
  );
}
