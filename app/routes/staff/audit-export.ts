import { exportBatchSize, readInSnapshot } from "~/db/read-in-snapshot.server";
import { csvDownload } from "~/lib/csv-download.server";
import { type CsvColumn, csvLines } from "~/lib/csv-stream.server";
import { sentenceText } from "~/modules/staff/audit-sentence";
import {
  type DescribedAuditEntry,
  readDescribedAuditBatches,
} from "~/modules/staff/list-audit-log.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { auditFilterProblem, auditFiltersSchema } from "~/modules/staff/staff-forms";
import type { Route } from "./+types/audit-export";

const json = (value: unknown) =>
  value === null || value === undefined ? "" : JSON.stringify(value);

// The raw columns as recorded, and beside them the entry in words.
const COLUMNS: CsvColumn<DescribedAuditEntry>[] = [
  { header: "id", value: (entry) => entry.id },
  { header: "at (UTC)", value: (entry) => entry.at.toISOString() },
  { header: "actor e-mail", value: (entry) => entry.actorEmail },
  { header: "actor roles", value: (entry) => entry.actorRoles.join(" ") },
  { header: "action", value: (entry) => entry.action },
  { header: "record type", value: (entry) => entry.recordType },
  { header: "record id", value: (entry) => entry.recordId },
  { header: "what happened", value: (entry) => sentenceText(entry.sentence) },
  { header: "before", value: (entry) => json(entry.before) },
  { header: "after", value: (entry) => json(entry.after) },
  { header: "reason", value: (entry) => entry.reason },
  { header: "address", value: (entry) => entry.ipAddress },
  // Before, after and reason are empty once shredded: this says why (docs/decisions/0041).
  {
    header: "details removed at (UTC)",
    value: (entry) => entry.shreddedAt?.toISOString() ?? null,
  },
];

/** The audit log (with the page's filters) as CSV, streamed a batch at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "audit.view");
  const params = new URL(request.url).searchParams;
  const filters = auditFiltersSchema.parse(Object.fromEntries(params));
  // Never another period than asked for: a day that is not one exports nothing.
  const problem = auditFilterProblem(params, filters);
  if (problem) {
    return new Response(`Nothing exported: ${problem}`, {
      status: 400,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  const { database } = context.services;
  const batches = readInSnapshot(database, (tx) =>
    readDescribedAuditBatches(tx, filters, exportBatchSize(database.kind)),
  );
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(COLUMNS, linesOf(batches), { filename: `audit-log-${day}.csv` });
}

/** Each batch written at once: no promise per entry between the reader and the file. */
async function* linesOf(batches: AsyncIterable<DescribedAuditEntry[]>) {
  for await (const batch of batches) yield csvLines(COLUMNS, batch);
}
