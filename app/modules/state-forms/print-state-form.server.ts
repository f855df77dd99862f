import { attendanceFormFor } from "~/content/state-rules/state-forms";
import { certificateUrl } from "~/modules/certificates/describe-certificate";
import type { Certificate } from "~/modules/certificates/get-certificate.server";
import { stateFormDocument } from "./describe-state-form";
import { renderStateFormPdf } from "./render-state-form-pdf.server";

/**
 * The state's prescribed attendance form for a stored certificate, as the PDF
 * file the attorney keeps beside the certificate; null where the state
 * prescribes none this product can fill in (see attendanceFormFor).
 */
export async function printStateForm(certificate: Certificate, baseUrl: string) {
  const form = attendanceFormFor(certificate);
  if (!form) return null;
  return {
    filename: `${form.id}-${certificate.id}.pdf`,
    pdf: await renderStateFormPdf(
      stateFormDocument(form, certificate, certificateUrl(baseUrl, certificate.id)),
    ),
  };
}
