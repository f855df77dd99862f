import { binaryAttachment } from "~/db/schema/email";
import { certificateDocument } from "./describe-certificate";
import type { Certificate } from "./get-certificate.server";
import { renderCertificatePdf } from "./render-certificate-pdf.server";

/** A stored certificate as the PDF file the attorney keeps: its name and its bytes. */
export async function printCertificate(certificate: Certificate, baseUrl: string) {
  return {
    filename: `certificate-${certificate.stateSlug}-${certificate.id}.pdf`,
    pdf: await renderCertificatePdf(certificateDocument(certificate, baseUrl)),
  };
}

/** The same file, attached to an e-mail. */
export async function certificateAttachment(certificate: Certificate, baseUrl: string) {
  const { filename, pdf } = await printCertificate(certificate, baseUrl);
  return binaryAttachment(filename, "application/pdf", pdf);
}
