import { Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import type { SentencePart } from "~/modules/staff/audit-sentence";

export type AuditRow = {
  id: number;
  at: Date | string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  recordType: string;
  recordId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  ipAddress: string | null;
  shreddedAt: Date | string | null;
  /** The entry in words, its records linked (describeAuditEntry). */
  sentence?: SentencePart[];
};

const when = (at: Date | string) =>
  new Date(at).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });

const change = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value);

const day = (at: Date | string) =>
  new Date(at).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

/** What a shredded entry shows in place of its details (docs/decisions/0041). */
export function shreddedNotice(shreddedAt: Date | string): string {
  return `Details removed when the retention period ended on ${day(shreddedAt)}.`;
}

/** The entry's sentence, each record it names a link to its staff page. */
export function AuditSentence({ parts }: { parts: readonly SentencePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <span key={index}>{part}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <Link key={index} to={part.href} className="font-semibold text-brand-700 underline">
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

const COLUMNS: Column<AuditRow>[] = [
  { header: "When (UTC)", cell: (row) => when(row.at), nowrap: true },
  { header: "Action", cell: (row) => <code>{row.action}</code>, rowHeader: true },
  {
    header: "What happened",
    cell: (row) =>
      row.sentence ? (
        <AuditSentence parts={row.sentence} />
      ) : (
        `${row.actorEmail}: ${row.recordType} ${row.recordId}`
      ),
  },
  {
    header: "Change",
    cell: (row) =>
      row.shreddedAt ? (
        <span className="text-slate-700 italic">{shreddedNotice(row.shreddedAt)}</span>
      ) : (
        <span className="break-all font-mono text-xs">
          {change(row.before)} → {change(row.after)}
        </span>
      ),
  },
  {
    header: "From",
    cell: (row) => (row.actorId === null ? "a shell" : row.ipAddress || "unknown"),
    nowrap: true,
  },
];

/** Audit log entries, newest first. */
export function AuditEntriesTable({ label, rows }: { label: string; rows: readonly AuditRow[] }) {
  return (
    <DataTable
      label={label}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => String(row.id)}
      minWidth="56rem"
    />
  );
}

/**
 * An editor page's "Recent changes": the record's latest audit entries, or
 * `empty` when no staff change has been made to it yet.
 */
export function RecentChanges({
  rows,
  label,
  empty,
}: {
  rows: readonly AuditRow[];
  /** The table's name, such as "Recent changes to this course". */
  label: string;
  empty: string;
}) {
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="font-semibold text-xl">
        Recent changes
      </h2>
      <div className="mt-3">
        {rows.length === 0 ? (
          <p className="text-slate-700">{empty}</p>
        ) : (
          <AuditEntriesTable rows={rows} label={label} />
        )}
      </div>
    </section>
  );
}
