import { categoryHours } from "~/content/credit-categories";
import { SITE_NAME } from "~/content/site";
import { certificateFormatLine } from "~/content/state-rules/format-rules";
import {
  FORMAT_LABELS,
  formatCategoryCredits,
  formatClock,
  formatLongDate,
  formatSessionDateTime,
} from "~/lib/format";
import { certificateStatus } from "./certificate-status";
import type { Certificate } from "./get-certificate.server";

// What a stored certificate says, in words: printed on its PDF, and shown to
// anyone who checks its number on the public verification page.

/** Everything printed on a certificate of attendance, already resolved for one state. */
export type CertificateDocument = {
  certificateId: string;
  /** Absolute URL of the certificate's public verification page. */
  verifyUrl: string;
  attorneyName: string;
  /** The attorney's number in that state; null when not on file. */
  barNumber: string | null;
  stateName: string;
  courseTitle: string;
  providerName: string;
  /** The state's course number; null while approval is pending. */
  courseApprovalNumber: string | null;
  approvalStatus: "approved" | "pending";
  format: string;
  /** How the state counts this format, where a rule for everyone says (Missouri's self-study). */
  formatRule?: string | null;
  /** Already formatted, e.g. "May 2, 2027" or "Nov 3 – Nov 5, 2026". */
  dates: string;
  /** By category, as approved in that state. */
  credits: { label: string; hours: number }[];
  /** The state's credit-hour length; null when not established. */
  creditHourMinutes: 50 | 60 | null;
  attendanceVerification: string;
  affirmation: { text: string; typedName: string; affirmedOn: string };
  /** Formatted date. */
  issuedOn: string;
};

/** The certificate's public verification page (its number is printed on it). */
export function certificateUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/certificates/${id}`;
}

/** What the PDF shows, from the stored certificate. */
export function certificateDocument(
  certificate: Certificate,
  baseUrl: string,
): CertificateDocument {
  const credits = categoryHours(certificate.credits, certificate.stateSlug).map(
    ({ label, hours }) => ({ label, hours }),
  );
  const minutes = certificate.creditHourMinutes;
  return {
    certificateId: certificate.id,
    verifyUrl: certificateUrl(baseUrl, certificate.id),
    attorneyName: certificate.attorneyName,
    barNumber: certificate.barNumber,
    stateName: certificate.stateName,
    courseTitle: certificate.courseTitle,
    providerName: SITE_NAME,
    courseApprovalNumber: certificate.approvalNumber,
    approvalStatus: certificate.approvalStatus,
    format: formatLabel(certificate),
    formatRule: certificateFormatLine(
      certificate.stateSlug,
      certificate.format,
      certificate.completedOn,
    ),
    dates:
      certificate.format === "live" && certificate.sessionStartsAt
        ? formatSessionDateTime(certificate.sessionStartsAt)
        : formatLongDate(certificate.completedOn),
    credits,
    creditHourMinutes: minutes === 50 || minutes === 60 ? minutes : null,
    attendanceVerification: attendanceLine(certificate),
    affirmation: {
      text: certificate.affirmationText,
      typedName: certificate.typedName,
      affirmedOn: formatLongDate(certificate.affirmedAt),
    },
    issuedOn: formatLongDate(certificate.issuedAt),
  };
}

/**
 * What the public verification page shows: the bar number masked; whether it
 * is valid, superseded (when and why) or revoked (when: the reason stays with
 * staff and the attorney, see docs/decisions/0025-certificate-versions.md).
 */
export function publicCertificate(certificate: Certificate) {
  return {
    id: certificate.id,
    status: certificateStatus(certificate),
    version: certificate.version,
    supersededOn: certificate.supersededAt ? formatLongDate(certificate.supersededAt) : null,
    supersededReason: certificate.supersededReason,
    revokedOn: certificate.revokedAt ? formatLongDate(certificate.revokedAt) : null,
    attorneyName: certificate.attorneyName,
    barNumber: maskBarNumber(certificate.barNumber),
    stateName: certificate.stateName,
    courseTitle: certificate.courseTitle,
    courseId: certificate.courseId,
    format: formatLabel(certificate),
    formatRule: certificateFormatLine(
      certificate.stateSlug,
      certificate.format,
      certificate.completedOn,
    ),
    approvalStatus: certificate.approvalStatus,
    approvalNumber: certificate.approvalNumber,
    completedOn: formatLongDate(certificate.completedOn),
    credits: formatCategoryCredits(certificate.credits, certificate.stateSlug),
    creditHourMinutes: certificate.creditHourMinutes,
    attendance: attendanceLine(certificate),
    issuedOn: formatLongDate(certificate.issuedAt),
  };
}

/** "3 of 3 verification codes entered; 62:10 watched" */
function attendanceLine(certificate: {
  format: "live" | "self-study";
  codesEntered: number;
  codesTotal: number;
  watchedSeconds: number;
}): string {
  const codes = `${certificate.codesEntered} of ${certificate.codesTotal} ${certificate.format === "live" ? "attendance codes announced in the session" : "verification codes shown in the course"} entered`;
  return certificate.format === "live"
    ? codes
    : `${codes}; ${formatClock(certificate.watchedSeconds)} of viewing recorded`;
}

function formatLabel(certificate: { format: "live" | "self-study" }): string {
  return certificate.format === "live" ? FORMAT_LABELS.live_webcast : FORMAT_LABELS.on_demand;
}

/** A bar number shown to the public: only its last three characters. */
function maskBarNumber(barNumber: string | null): string {
  if (!barNumber) return "Not provided";
  return barNumber.length <= 3
    ? "•••"
    : `${"•".repeat(barNumber.length - 3)}${barNumber.slice(-3)}`;
}
