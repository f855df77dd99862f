import { EmailLayout } from "./email-layout";

/**
 * The short reply to a team plan enquiry. It repeats none of the text the
 * visitor typed (only the team size), so the form cannot be used to send
 * someone else a message of one's own.
 */
export function TeamEnquiryAcknowledgement({ attorneys }: { attorneys: string }) {
  return (
    <EmailLayout
      preview="We received your team plan enquiry"
      reason="this address was given with a team plan enquiry on our site"
    >
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Thank you for your enquiry</h1>
      <p>
        We received your enquiry about a team plan for {attorneys}. One of our team will reply to
        this address within one business day.
      </p>
      <p style={{ fontSize: 13, color: "#475569" }}>
        Not you? Someone may have entered your address by mistake. Reply to this message and we will
        delete the enquiry.
      </p>
    </EmailLayout>
  );
}
