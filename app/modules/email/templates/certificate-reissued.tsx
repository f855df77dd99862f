import { EmailAction, EmailLayout } from "./email-layout";

/** A corrected certificate replaces an earlier one; the new PDF is attached. */
export function CertificateReissued({
  name,
  courseTitle,
  stateName,
  certificateId,
  previousId,
  reason,
  verifyUrl,
  dashboardUrl,
}: {
  name: string;
  courseTitle: string;
  stateName: string;
  certificateId: string;
  previousId: string;
  reason: string;
  verifyUrl: string;
  dashboardUrl: string;
}) {
  return (
    <EmailLayout preview={`Your corrected certificate: ${courseTitle}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your corrected certificate</h1>
      <p>
        Hello {name}, we have corrected your certificate of attendance for{" "}
        <strong>{courseTitle}</strong> in {stateName}: {reason}
      </p>
      <p>
        The new certificate {certificateId} is attached as PDF and replaces certificate {previousId}
        , which is now marked superseded. Please use the new one from now on.
      </p>
      <p>Anyone can confirm it at {verifyUrl}</p>
      <EmailAction href={dashboardUrl} label="See your certificates" />
    </EmailLayout>
  );
}
