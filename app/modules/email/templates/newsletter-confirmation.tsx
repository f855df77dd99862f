import { EmailAction, EmailLayout } from "./email-layout";

export function NewsletterConfirmation({
  confirmUrl,
  unsubscribeUrl,
}: {
  confirmUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout
      preview="Confirm your subscription"
      reason="this address was entered to subscribe to our newsletter"
    >
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Confirm your subscription</h1>
      <p>
        Someone, hopefully you, asked to receive our updates on new courses and early enrollment at
        this address. Confirm to start receiving them.
      </p>
      <EmailAction href={confirmUrl} label="Confirm my subscription" />
      <p style={{ fontSize: 13, color: "#475569" }}>
        Not you? Ignore this message and nothing will be sent. You can unsubscribe at any time:{" "}
        <a href={unsubscribeUrl}>{unsubscribeUrl}</a>
      </p>
    </EmailLayout>
  );
}
