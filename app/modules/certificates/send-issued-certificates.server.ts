import type { Database } from "~/db/client.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { CertificatesIssued } from "~/modules/email/templates/certificates-issued";
import { certificateUrl } from "./describe-certificate";
import { getCertificate } from "./get-certificate.server";
import { certificateAttachments } from "./print-certificate.server";

/** One e-mail with every certificate just issued, as PDFs (queued in the caller's transaction). */
export async function sendIssuedCertificates(
  db: Database,
  mailer: Mailer,
  baseUrl: string,
  to: { uid: string; email: string; name: string; courseTitle: string; ids: string[] },
) {
  // One after another: `db` is the caller's transaction, one connection.
  const written = [];
  for (const id of to.ids) {
    const certificate = await getCertificate(db, id);
    if (!certificate) throw new Error(`certificate ${id} was not written`);
    written.push({ certificate, attachments: await certificateAttachments(certificate, baseUrl) });
  }
  await mailer.sendEmail(
    {
      to: to.email,
      uid: to.uid,
      subject: `Your certificate${to.ids.length > 1 ? "s" : ""} of attendance: ${to.courseTitle}`,
      template: "certificates-issued",
      body: CertificatesIssued({
        name: to.name,
        courseTitle: to.courseTitle,
        certificates: written.map(({ certificate }) => ({
          id: certificate.id,
          stateName: certificate.stateName,
          pending: certificate.approvalStatus === "pending",
          verifyUrl: certificateUrl(baseUrl, certificate.id),
        })),
        dashboardUrl: `${baseUrl}/dashboard#certificates`,
      }),
      attachments: written.flatMap(({ attachments }) => attachments),
    },
    db,
  );
}
