import { EmailAction, EmailLayout } from "./email-layout";

/**
 * A certificate issued while the state's approval was pending now carries the
 * approval; the updated PDF is attached.
 */
export function CertificateApproved({
  name,
  courseTitle,
  stateName,
  certificateId,
  approvalNumber,
  credits,
  verifyUrl,
  dashboardUrl,
}: {
  name: string;
  courseTitle: string;
  stateName: string;
  certificateId: string;
  approvalNumber: string | null;
  /** The approved credit hours by category, e.g. "1.5 General, 1.0 Ethics". */
  credits: string;
  verifyUrl: string;
  dashboardUrl: string;
}) {
  return (
    <EmailLayout preview={`${stateName} approved ${courseTitle}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your course is approved in {stateName}</h1>
      <p>
        Hello {name}, {stateName} has approved <strong>{courseTitle}</strong>
        {approvalNumber ? ` (course approval number ${approvalNumber})` : ""}. Your certificate{" "}
        {certificateId} now shows the approval and {credits}, and it counts in your credit tracker.
        The updated certificate is attached as PDF; it replaces the one marked "approval pending".
      </p>
      <p>Anyone can confirm it at {verifyUrl}</p>
      <EmailAction href={dashboardUrl} label="See your certificates" />
    </EmailLayout>
  );
}
