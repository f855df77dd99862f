import { EmailAction, EmailLayout } from "./email-layout";

export function ResetPasswordEmail({
  firstName,
  url,
  expiresInMinutes,
}: {
  firstName: string;
  url: string;
  expiresInMinutes: number;
}) {
  return (
    <EmailLayout preview="Reset your password">
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Reset your password</h1>
      <p>Hello {firstName}, we received a request to reset the password of your account.</p>
      <EmailAction href={url} label="Set a new password" />
      <p style={{ fontSize: 13, color: "#475569" }}>
        The link works once and expires in {expiresInMinutes} minutes. If you did not ask for it,
        ignore this message: your password stays as it is.
      </p>
    </EmailLayout>
  );
}
