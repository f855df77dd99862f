/** Where a certificate stands: valid, replaced by a later version, or withdrawn. */
export type CertificateStatus = "valid" | "superseded" | "revoked";

export function certificateStatus(certificate: {
  supersededAt: Date | string | null;
  revokedAt: Date | string | null;
}): CertificateStatus {
  if (certificate.revokedAt) return "revoked";
  return certificate.supersededAt ? "superseded" : "valid";
}

export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  valid: "Valid",
  superseded: "Superseded",
  revoked: "Revoked",
};
