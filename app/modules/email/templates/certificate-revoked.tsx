import { EmailAction, EmailLayout } from "./email-layout";

/** A certificate was withdrawn: it no longer counts and its page says so. */
export function CertificateRevoked({
  name,
  courseTitle,
  stateName,
  certificateId,
  reason,
  dashboardUrl,
}: {
  name: string;
  courseTitle: string;
  stateName: string;
  certificateId: string;
  reason: string;
  dashboardUrl: string;
}) {
  return (
    <EmailLayout preview={`Certificate ${certificateId} was revoked`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your certificate was revoked</h1>
      <p>
        Hello {name}, we have revoked your certificate of attendance {certificateId} for{" "}
        <strong>{courseTitle}</strong> in {stateName}. The reason: {reason}
      </p>
      <p>
        The certificate is no longer valid: its verification page says so, and its credit no longer
        counts in your credit tracker. If you think this is a mistake, please write to us through
        the contact form on our website.
      </p>
      <EmailAction href={dashboardUrl} label="See your certificates" />
    </EmailLayout>
  );
}
