import type { DocumentBlock } from "~/content/document-blocks";
import { formatHours } from "~/lib/hours";
import { renderPdf } from "~/modules/documents/pdf-document.server";
import type { CertificateDocument } from "./describe-certificate";

const CERTIFICATE_HEADING = "Certificate of Attendance";

/** Up to this many credit categories, the certificate keeps to one page. */
const SIDE_BY_SIDE_CREDITS = 6;

/**
 * The certificate an attorney keeps or files with the bar: one landscape
 * Letter page in a frame (a long list of credit categories may run onto a
 * second page).
 */
export function renderCertificatePdf(doc: CertificateDocument): Promise<Uint8Array> {
  return renderPdf({
    title: `${CERTIFICATE_HEADING} – ${doc.courseTitle}`,
    subject: `${doc.attorneyName}, ${doc.stateName}: certificate ${doc.certificateId}`,
    author: doc.providerName,
    orientation: "landscape",
    typeface: "serif",
    border: true,
    footer: `${doc.providerName}   ·   ${doc.courseTitle}`,
    blocks: certificateBlocks(doc),
  });
}

function certificateBlocks(doc: CertificateDocument): DocumentBlock[] {
  // A missing number is printed as pending too: there is nothing else to show.
  const pending = doc.approvalStatus === "pending" || doc.courseApprovalNumber === null;
  const total = doc.credits.reduce((sum, credit) => sum + credit.hours, 0);
  const sideBySide = doc.credits.length <= SIDE_BY_SIDE_CREDITS;
  const align = sideBySide ? "left" : "center";

  const particulars: DocumentBlock[] = [
    {
      kind: "grid",
      columns: sideBySide ? 2 : 4,
      cells: [
        ["State", doc.stateName],
        [
          "Course approval number",
          pending ? "Approval pending" : (doc.courseApprovalNumber ?? "Approval pending"),
        ],
        ["Format", doc.format],
        [doc.dates.includes("–") ? "Dates" : "Date", doc.dates],
      ],
    },
    ...(pending
      ? [
          {
            kind: "paragraph",
            text: `This course's approval in ${doc.stateName} is pending. Credit is not guaranteed until ${doc.stateName} approves the course.`,
            size: 10,
            style: "italic",
            align,
          } as const,
        ]
      : []),
    ...(doc.formatRule
      ? [{ kind: "paragraph", text: doc.formatRule, size: 10, align } as const]
      : []),
  ];
  const attendance: DocumentBlock[] = [
    {
      kind: "paragraph",
      text:
        doc.creditHourMinutes === null
          ? `The length of a credit hour for ${doc.stateName} is not established.`
          : `Credit hours for ${doc.stateName} are ${doc.creditHourMinutes} minutes.`,
      size: 10,
      align,
    },
    {
      kind: "paragraph",
      lead: "Attendance verification:",
      text: doc.attendanceVerification,
      size: 10,
      align,
    },
  ];
  const credits: DocumentBlock = {
    kind: "table",
    width: sideBySide ? 1 : 0.6,
    size: 10,
    columns: [
      { label: `Credit category (${doc.stateName})`, share: 4 },
      { label: "Hours", align: "right", share: 1 },
    ],
    rows: doc.credits.map((credit) => [credit.label, formatHours(credit.hours)]),
    total: ["Total", formatHours(total)],
  };

  return [
    {
      kind: "paragraph",
      text: doc.providerName,
      align: "center",
      style: "bold",
      tone: "accent",
      size: 13,
    },
    { kind: "title", text: CERTIFICATE_HEADING, align: "center" },
    {
      kind: "paragraph",
      text: "This certifies that",
      align: "center",
      style: "italic",
      tone: "muted",
    },
    { kind: "paragraph", text: doc.attorneyName, align: "center", style: "bold", size: 22 },
    {
      kind: "paragraph",
      text: doc.barNumber
        ? `${doc.stateName} bar number ${doc.barNumber}`
        : "Bar number not provided",
      align: "center",
    },
    {
      kind: "paragraph",
      text: "attended the continuing legal education course",
      align: "center",
      style: "italic",
      tone: "muted",
    },
    { kind: "paragraph", text: doc.courseTitle, align: "center", style: "bold", size: 15 },
    { kind: "rule", width: 0.8 },
    // A usual credits list sits beside the particulars; a long one runs below them.
    ...(sideBySide
      ? [
          {
            kind: "columns",
            gap: 32,
            columns: [[...particulars, { kind: "spacer", points: 4 }, ...attendance], [credits]],
          } as const,
        ]
      : [...particulars, credits, ...attendance]),
    {
      kind: "keep-together",
      blocks: [
        { kind: "rule", width: 0.8 },
        { kind: "paragraph", text: doc.affirmation.text, size: 9.5, style: "italic" },
        {
          kind: "paragraph",
          lead: "Affirmed by",
          text: `${doc.affirmation.typedName} (typed signature) on ${doc.affirmation.affirmedOn}`,
          size: 10,
        },
        {
          kind: "paragraph",
          text: `Issued on ${doc.issuedOn}   ·   Certificate ID ${doc.certificateId}   ·   Verify at ${doc.verifyUrl}`,
          size: 10,
          align: "center",
          tone: "muted",
        },
      ],
    },
  ];
}
