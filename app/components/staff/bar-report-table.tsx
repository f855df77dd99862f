import { Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import { formatLongDate } from "~/lib/format";
import { type QueueReport, REPORT_STATUS_LABELS } from "~/modules/bar-reports/bar-report-types";
import { coverageLabel } from "~/modules/bar-reports/report-slot";

/** A queue row as listed: its completions waiting for approval counted, not listed. */
type Row = Pick<
  QueueReport,
  | "id"
  | "stateName"
  | "scope"
  | "heldOn"
  | "period"
  | "courseTitle"
  | "status"
  | "dueOn"
  | "feeCents"
  | "late"
  | "attendees"
  | "confidence"
  | "correctionOfId"
  | "submitted"
> & { waiting: number };

const LINK = "font-semibold text-brand-700 underline";

/** A fee with its cents, "$0.75", "$6.00" (fees are often under a dollar). */
export const formatFee = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Where a report's page is. */
export const reportPath = (id: string) => `/staff/reports/${encodeURIComponent(id)}`;

/** "Not confirmed" beside a figure taken from an unconfirmed rule. */
export function UnconfirmedMark({ confidence }: { confidence: QueueReport["confidence"] }) {
  if (confidence === "official") return null;
  return (
    <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 text-xs">
      {confidence === "unconfirmed" ? "Rule not confirmed" : "Secondary source"}
    </span>
  );
}

/** A report's status in words, with when, what and who for a submitted one. */
export function statusText(report: Pick<Row, "status" | "submitted">): string {
  const label = REPORT_STATUS_LABELS[report.status];
  if (report.submitted) {
    return `${label} ${formatLongDate(report.submitted.on)}, reference ${report.submitted.reference}, by ${report.submitted.by}`;
  }
  return label;
}

const COLUMNS: Column<Row>[] = [
  {
    header: "Report",
    rowHeader: true,
    cell: (report) => (
      <>
        <Link to={reportPath(report.id)} className={LINK}>
          {report.stateName}: {coverageLabel(report)}
        </Link>
        <span className="block text-slate-700">{report.courseTitle}</span>
        {report.correctionOfId ? (
          <span className="block text-slate-700">Correction of {report.correctionOfId}</span>
        ) : null}
      </>
    ),
  },
  {
    header: "Status",
    cell: (report) => (
      <>
        <span className={report.status === "overdue" ? "font-semibold text-red-800" : undefined}>
          {statusText(report)}
        </span>
        {/* Undated, so the Due column has no mark: say here how sure "no report" is. */}
        {report.status === "not-needed" ? <UnconfirmedMark confidence={report.confidence} /> : null}
        {report.waiting > 0 && report.status !== "waiting" ? (
          <span className="block text-slate-700">{report.waiting} more waiting for approval</span>
        ) : null}
      </>
    ),
  },
  {
    header: "Due",
    nowrap: true,
    cell: (report) =>
      report.dueOn ? (
        <>
          {formatLongDate(report.dueOn)}
          <UnconfirmedMark confidence={report.confidence} />
        </>
      ) : (
        "–"
      ),
  },
  {
    header: "Fee",
    align: "right",
    nowrap: true,
    cell: (report) =>
      report.status === "not-needed" || report.status === "waiting"
        ? "–"
        : `${formatFee(report.feeCents)}${report.late ? " (late)" : ""}`,
  },
  {
    header: "Attendees",
    align: "right",
    cell: (report) => (report.status === "waiting" ? report.waiting : report.attendees),
  },
];

/** The reporting queue's table (the queue page and the overview). */
export function BarReportTable({ label, rows }: { label: string; rows: readonly Row[] }) {
  return (
    <DataTable
      label={label}
      columns={COLUMNS}
      rows={rows}
      rowKey={(report) => report.id}
      minWidth="48rem"
    />
  );
}
