import { attendanceFormFor, type FormCompletion } from "~/content/state-rules/state-forms";
import { binaryAttachment } from "~/db/schema/email";
import { type FormSource, stateFormDocument } from "./describe-state-form";
import { renderStateFormPdf } from "./render-state-form-pdf.server";

// (The certificates folder attaches these to its mails, so nothing here
// imports from it: `verifyUrl` is the certificate's verification address.)

/**
 * The state's prescribed attendance form for a stored certificate, as the PDF
 * file the attorney keeps beside the certificate; null where the state
 * prescribes none this product can fill in (see attendanceFormFor).
 */
export async function printStateForm(certificate: FormSource & FormCompletion, verifyUrl: string) {
  const form = attendanceFormFor(certificate);
  if (!form) return null;
  return {
    filename: `${form.id}-${certificate.id}.pdf`,
    pdf: await renderStateFormPdf(stateFormDocument(form, certificate, verifyUrl)),
  };
}

/** The same file attached to the mail that carries the certificate: none, or one. */
export async function stateFormAttachments(
  certificate: FormSource & FormCompletion,
  verifyUrl: string,
) {
  const file = await printStateForm(certificate, verifyUrl);
  return file ? [binaryAttachment(file.filename, "application/pdf", file.pdf)] : [];
}
