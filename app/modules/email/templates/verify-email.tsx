import { EmailAction, EmailLayout } from "./email-layout";

export function VerifyEmail({ firstName, url }: { firstName: string; url: string }) {
  return (
    <EmailLayout preview="Confirm your e-mail address">
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Confirm your e-mail address</h1>
      <p>
        Hello {firstName}, please confirm that this is your e-mail address so that certificates and
        reminders reach you.
      </p>
      <EmailAction href={url} label="Confirm e-mail address" />
      <p style={{ fontSize: 13, color: "#475569" }}>
        If you did not create an account, you can ignore this message.
      </p>
    </EmailLayout>
  );
}
