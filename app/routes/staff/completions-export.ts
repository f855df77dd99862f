import { SCHEDULE_TIME_ZONE } from "~/content/site";
import { csvDownload } from "~/lib/csv-download.server";
import type { CsvColumn } from "~/lib/csv-stream.server";
import { formatHours } from "~/lib/hours";
import { utcToZonedParts } from "~/lib/time";
import { completionsFilters } from "~/modules/provider-compliance/completions-period";
import { completionsFiltersSchema } from "~/modules/provider-compliance/completions-report";
import {
  type CompletionRow,
  listCompletions,
} from "~/modules/provider-compliance/list-completions.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/completions-export";

const COLUMNS: CsvColumn<CompletionRow>[] = [
  { header: "month", value: (row) => row.month },
  { header: "state", value: (row) => row.stateName },
  { header: "course id", value: (row) => row.courseId },
  { header: "course", value: (row) => row.courseTitle },
  { header: "completions", value: (row) => row.completions },
  { header: "credit hours", value: (row) => formatHours(row.creditHours) },
];

/** The completions report (with the page's filters) as CSV: one row per month, state and course. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "reports.manage");
  const filters = completionsFilters(
    completionsFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams)),
    utcToZonedParts(new Date(), SCHEDULE_TIME_ZONE).day,
  );
  // One grouped statement: a row per month, state and course, however many completions.
  const rows = await listCompletions(context.services.database.db, filters);
  return csvDownload(COLUMNS, rows, {
    filename: `completions-${filters.from}-to-${filters.to}.csv`,
  });
}
