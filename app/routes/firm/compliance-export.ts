import { csvDownload } from "~/lib/csv-download.server";
import type { CsvColumn } from "~/lib/csv-stream.server";
import { scheduleToday } from "~/lib/format";
import { requireUser } from "~/modules/auth/session.server";
import {
  type ComplianceExportRow,
  complianceExportRows,
} from "~/modules/firm-compliance/export-rows";
import {
  filterFirmCompliance,
  readFirmComplianceFilters,
} from "~/modules/firm-compliance/firm-compliance-filters";
import { loadFirmCompliance } from "~/modules/firm-compliance/load-firm-compliance.server";
import { requireFirmAdmin } from "~/modules/firms/require-firm-admin.server";
import type { Route } from "./+types/compliance-export";

const COLUMNS: CsvColumn<ComplianceExportRow>[] = [
  { header: "member", value: (row) => row.name },
  { header: "e-mail", value: (row) => row.email },
  { header: "role", value: (row) => row.role },
  { header: "shares compliance", value: (row) => row.shares },
  { header: "member status", value: (row) => row.memberStatus },
  { header: "state", value: (row) => row.state },
  { header: "state status", value: (row) => row.stateStatus },
  { header: "deadline", value: (row) => row.deadline },
  { header: "hours counted", value: (row) => row.earned },
  { header: "hours required", value: (row) => row.required },
  { header: "hours still needed", value: (row) => row.stillNeeded },
  { header: "by category", value: (row) => row.byCategory },
  { header: "courses through the firm", value: (row) => row.firmCourses },
];

/** The firm compliance view (with the page's filters) as CSV: a row per member and state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const firm = await requireFirmAdmin(db, user.id);
  const members = filterFirmCompliance(
    await loadFirmCompliance(db, firm.firmId),
    readFirmComplianceFilters(request.url),
  );
  return csvDownload(COLUMNS, complianceExportRows(members), {
    filename: `firm-compliance-${scheduleToday()}.csv`,
  });
}
