import { binaryAttachment } from "~/db/schema/email";
import { stateFormAttachments } from "~/modules/state-forms/print-state-form.server";
import { certificateDocument, certificateUrl } from "./describe-certificate";
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

/**
 * What a mail about a certificate carries: the certificate, and the state's
 * own form where it prescribes one we fill in (docs/state-forms.md).
 */
export async function certificateAttachments(certificate: Certificate, baseUrl: string) {
  return [
    await certificateAttachment(certificate, baseUrl),
    ...(await stateFormAttachments(certificate, certificateUrl(baseUrl, certificate.id))),
  ];
}
