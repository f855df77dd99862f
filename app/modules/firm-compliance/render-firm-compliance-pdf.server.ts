// The firm compliance view as a PDF report: the position by status, then a
// table of members and states (decision 0064).

import type { DocumentBlock } from "~/content/document-blocks";
import {
  COMPLIANCE_STATUS_LABELS,
  COMPLIANCE_STATUS_MEANINGS,
  COMPLIANCE_STATUSES,
} from "~/content/firm-compliance";
import { SITE_NAME } from "~/content/site";
import { formatLongDate } from "~/lib/format";
import { renderPdf } from "~/modules/documents/pdf-document.server";
import { complianceExportRows } from "./export-rows";
import { countByStatus } from "./firm-compliance-filters";
import type { FirmMemberCompliance } from "./firm-compliance-types";

export function renderFirmCompliancePdf(options: {
  firmName: string;
  members: readonly FirmMemberCompliance[];
  /** ISO date the report is as of. */
  today: string;
}): Promise<Uint8Array> {
  const { firmName, members, today } = options;
  const counts = countByStatus(members);
  const rows = complianceExportRows(members);
  const blocks: DocumentBlock[] = [
    { kind: "title", text: `${firmName}: CLE compliance` },
    {
      kind: "paragraph",
      tone: "muted",
      text: `As of ${formatLongDate(today)}. Members who agreed to share their credit tracker, judged by each state's rules; others show only courses taken through the firm.`,
    },
    { kind: "heading", text: "The firm's position" },
    {
      kind: "table",
      width: 0.6,
      columns: [
        { label: "Status", share: 2 },
        { label: "Members", align: "right" },
      ],
      rows: [
        ...COMPLIANCE_STATUSES.map((status) => [
          COMPLIANCE_STATUS_LABELS[status],
          String(counts[status]),
        ]),
        ["Not shared", String(counts["not-shared"])],
      ],
      total: ["All members", String(members.length)],
    },
    {
      kind: "bullets",
      items: COMPLIANCE_STATUSES.map((status) => ({
        lead: `${COMPLIANCE_STATUS_LABELS[status]}:`,
        text: COMPLIANCE_STATUS_MEANINGS[status],
      })),
    },
    { kind: "heading", text: "Members" },
    {
      kind: "table",
      size: 8,
      columns: [
        { label: "Member", share: 2 },
        { label: "Status" },
        { label: "State", share: 1.2 },
        { label: "Deadline", share: 1.2 },
        { label: "Counted", align: "right" },
        { label: "Required", align: "right" },
        { label: "Needed", align: "right" },
        { label: "By category", share: 3 },
      ],
      rows: rows.map((row) => [
        `${row.name}, ${row.email}`,
        row.memberStatus,
        row.state ? `${row.state} (${row.stateStatus})` : "",
        row.deadline ? formatLongDate(row.deadline) : "",
        row.earned,
        row.required,
        row.stillNeeded,
        row.byCategory || row.firmCourses,
      ]),
    },
  ];
  return renderPdf({
    title: `${firmName}: CLE compliance`,
    subject: `CLE compliance report, ${formatLongDate(today)}`,
    orientation: "landscape",
    footer: `${firmName}   ·   ${SITE_NAME}`,
    blocks,
  });
}
