import { EmailAction, EmailLayout } from "./email-layout";

/** The attorney's new certificates of attendance, attached as PDFs. */
export function CertificatesIssued({
  name,
  courseTitle,
  certificates,
  dashboardUrl,
}: {
  name: string;
  courseTitle: string;
  certificates: { id: string; stateName: string; pending: boolean; verifyUrl: string }[];
  dashboardUrl: string;
}) {
  return (
    <EmailLayout preview={`Your certificate of attendance: ${courseTitle}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your certificate of attendance</h1>
      <p>
        Hello {name}, thank you for completing <strong>{courseTitle}</strong>. Your{" "}
        {certificates.length > 1 ? "certificates are" : "certificate is"} attached as PDF and kept
        in your account.
      </p>
      <ul>
        {certificates.map((certificate) => (
          <li key={certificate.id} style={{ marginBottom: 8 }}>
            {certificate.stateName}: certificate {certificate.id}
            {certificate.pending
              ? " (approval pending in this state: credit is not guaranteed until the state approves the course)"
              : ""}
            . Anyone can confirm it at {certificate.verifyUrl}
          </li>
        ))}
      </ul>
      <p>
        Keep your certificates for your records: several states audit attendance, New York for four
        years. Your dashboard's credit tracker counts approved credits toward your reporting period.
      </p>
      <EmailAction href={dashboardUrl} label="See your certificates" />
    </EmailLayout>
  );
}
