import { EmailAction, EmailLayout } from "./email-layout";

/**
 * A certificate issued while the state's approval was pending is re-issued
 * carrying the approval (a new number; the pending one is superseded); the new
 * PDF is attached.
 */
export function CertificateApproved({
  name,
  courseTitle,
  stateName,
  certificateId,
  previousId,
  approvalNumber,
  credits,
  verifyUrl,
  dashboardUrl,
}: {
  name: string;
  courseTitle: string;
  stateName: string;
  certificateId: string;
  /** The pending version's number, now superseded. */
  previousId: string;
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
        {previousId}, marked "approval pending", is replaced by certificate {certificateId}, which
        shows the approval and {credits} and counts in your credit tracker. It is attached as PDF;
        file it instead of the earlier one, whose page now says it is superseded.
      </p>
      <p>Anyone can confirm it at {verifyUrl}</p>
      <EmailAction href={dashboardUrl} label="See your certificates" />
    </EmailLayout>
  );
}
