import { exportBatchSize, readInSnapshot } from "~/db/read-in-snapshot.server";
import { csvDownload } from "~/lib/csv-download.server";
import {
  AUDIT_EXPORT_HEADERS,
  readAuditExportLines,
} from "~/modules/staff/read-audit-export.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { auditFilterProblem, auditFiltersSchema } from "~/modules/staff/staff-forms";
import type { Route } from "./+types/audit-export";

// Every line is written whole by the reader: the columns give the header.
const COLUMNS = AUDIT_EXPORT_HEADERS.map((header) => ({ header, value: () => null }));

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
  const lines = readInSnapshot(database, (tx) =>
    readAuditExportLines(tx, filters, exportBatchSize(database.kind)),
  );
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(COLUMNS, lines, { filename: `audit-log-${day}.csv` });
}
