import { EmailAction, EmailLayout } from "./email-layout";

/**
 * Staff corrected an attendee's attendance and a certificate is now open to
 * them (re-issued and revoked certificates have mails of their own).
 */
export function AttendanceCorrected({
  name,
  courseTitle,
  partial,
  certificatesUrl,
}: {
  name: string;
  courseTitle: string;
  /** Credit for part of the program: the minutes attended, of the program's. */
  partial: { attendedMinutes: number; programMinutes: number } | null;
  certificatesUrl: string;
}) {
  return (
    <EmailLayout preview={`Your attendance at ${courseTitle} is confirmed`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your attendance is confirmed</h1>
      <p>
        Hello {name}, we have reviewed your attendance at <strong>{courseTitle}</strong> and
        {partial
          ? ` confirmed ${partial.attendedMinutes} of its ${partial.programMinutes} minutes. Your certificate carries credit for that part.`
          : " confirmed it in full."}
      </p>
      <p>You can now affirm your attendance and download your certificate.</p>
      <EmailAction href={certificatesUrl} label="Get your certificate" />
    </EmailLayout>
  );
}
