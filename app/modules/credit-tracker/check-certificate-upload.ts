// An uploaded certificate, checked before it is stored: what it is by its
// bytes, its size, and a safe name to keep. Pure.

import { hasPdfHeader, hasPdfStructure } from "~/lib/check-pdf-structure";
import { TRACKER_LIMITS, TRACKER_MESSAGES } from "~/modules/credit-tracker/credit-tracker-fields";

/**
 * A stored name for an uploaded file: its last path segment, control
 * characters and quotes removed, at most 120 characters, ending in .pdf.
 */
function certificateStoredName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  const stem = cleaned.replace(/\.pdf$/i, "").slice(0, TRACKER_LIMITS.filenameMax - 4);
  return `${stem || "certificate"}.pdf`;
}

type CertificateUpload = { name: string; bytes: Uint8Array };

type UploadCheck =
  | { ok: true; file: { name: string; bytes: Uint8Array } }
  | { ok: false; status: 400 | 413; message: string };

/** An uploaded certificate: built as a PDF (its bytes, whatever its name), not empty, at most 5 MB. */
export function checkCertificateUpload(upload: CertificateUpload): UploadCheck {
  if (upload.bytes.byteLength > TRACKER_LIMITS.certificateMaxBytes) {
    return { ok: false, status: 413, message: TRACKER_MESSAGES.certificateTooLarge };
  }
  if (upload.bytes.byteLength === 0) {
    return { ok: false, status: 400, message: TRACKER_MESSAGES.certificateEmpty };
  }
  if (!hasPdfHeader(upload.bytes)) {
    return { ok: false, status: 400, message: TRACKER_MESSAGES.certificateNotPdf };
  }
  if (!hasPdfStructure(upload.bytes)) {
    return { ok: false, status: 400, message: TRACKER_MESSAGES.certificateDamaged };
  }
  return { ok: true, file: { name: certificateStoredName(upload.name), bytes: upload.bytes } };
}
