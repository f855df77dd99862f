// An uploaded certificate, checked before it is stored: what it is by its
// bytes, its size, and a safe name to keep. Pure.

import { TRACKER_LIMITS, TRACKER_MESSAGES } from "~/modules/credit-tracker/credit-tracker-fields";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Whether the bytes start as a PDF does ("%PDF-"), whatever the file's name or type say. */
function looksLikePdf(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

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

/** An uploaded certificate: a PDF by its first bytes, not empty, at most 5 MB. */
export function checkCertificateUpload(upload: CertificateUpload): UploadCheck {
  if (upload.bytes.byteLength > TRACKER_LIMITS.certificateMaxBytes) {
    return { ok: false, status: 413, message: TRACKER_MESSAGES.certificateTooLarge };
  }
  if (upload.bytes.byteLength === 0) {
    return { ok: false, status: 400, message: TRACKER_MESSAGES.certificateEmpty };
  }
  if (!looksLikePdf(upload.bytes)) {
    return { ok: false, status: 400, message: TRACKER_MESSAGES.certificateNotPdf };
  }
  return { ok: true, file: { name: certificateStoredName(upload.name), bytes: upload.bytes } };
}
