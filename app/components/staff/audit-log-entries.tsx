import { Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import type { SentencePart } from "~/modules/staff/audit-sentence";
import { type AuditRow, AuditSentence, shreddedNotice } from "./audit-entries-table";

export type DescribedAuditRow = AuditRow & { actorRoles: string[]; sentence: SentencePart[] };

const when = (at: Date | string) =>
  new Date(at).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });

const json = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 1);

/** What was recorded, as it was recorded: codes, ids, before and after (for compliance). */
function RecordedChange({ row }: { row: DescribedAuditRow }) {
  if (row.shreddedAt) {
    return <span className="text-slate-700 italic">{shreddedNotice(row.shreddedAt)}</span>;
  }
  return (
    <details>
      <summary className="min-h-6 cursor-pointer text-brand-700 underline">
        Show the recorded change
      </summary>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-xs sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Action</dt>
        <dd>
          <code>{row.action}</code>
        </dd>
        <dt className="font-semibold">Record</dt>
        <dd>
          <code className="break-all">
            {row.recordType} {row.recordId}
          </code>{" "}
          <Link
            to={`/staff/audit?record=${encodeURIComponent(row.recordId)}`}
            className="text-brand-700 underline"
          >
            Entries about this record
          </Link>
        </dd>
        <dt className="font-semibold">By</dt>
        <dd className="break-all">
          {row.actorEmail}
          {row.actorRoles.length > 0 ? ` (${row.actorRoles.join(", ")})` : ""}
        </dd>
        <dt className="font-semibold">Before → after</dt>
        <dd className="min-w-0">
          <pre className="whitespace-pre-wrap break-all font-mono">{json(row.before)}</pre>
          <span aria-hidden="true">→</span>
          <span className="sr-only">changed to</span>
          <pre className="whitespace-pre-wrap break-all font-mono">{json(row.after)}</pre>
        </dd>
        <dt className="font-semibold">Reason</dt>
        <dd>{row.reason ?? "—"}</dd>
      </dl>
    </details>
  );
}

const COLUMNS: Column<DescribedAuditRow>[] = [
  { header: "When (UTC)", label: "When (UTC)", cell: (row) => when(row.at), nowrap: true },
  {
    header: "What happened",
    cell: (row) => <AuditSentence parts={row.sentence} />,
    rowHeader: true,
  },
  {
    header: "Recorded change",
    label: "Recorded change",
    cell: (row) => <RecordedChange row={row} />,
  },
  {
    header: "From",
    label: "From",
    cell: (row) => (row.actorId === null ? "not the console" : row.ipAddress || "unknown"),
    nowrap: true,
  },
];

/** Audit log entries in plain words, newest first, each with its recorded change. */
export function AuditLogEntries({
  label,
  rows,
}: {
  label: string;
  rows: readonly DescribedAuditRow[];
}) {
  return (
    <DataTable
      label={label}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => String(row.id)}
      minWidth="48rem"
      stackOnPhone
    />
  );
}
