import { data } from "react-router";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import { exportBatchSize, readInSnapshot } from "~/db/read-in-snapshot.server";
import { csvDownload } from "~/lib/csv-download.server";
import { utcToZonedParts } from "~/lib/time";
import { loadRosterScope } from "~/modules/rosters/load-roster-scope.server";
import { readRosterCsv } from "~/modules/rosters/read-roster.server";
import { ROSTER_CSV_COLUMNS } from "~/modules/rosters/roster-csv.server";
import {
  EXPORT_BUSY_MESSAGE,
  releasingWhenDone,
  takeRosterExportSlot,
} from "~/modules/rosters/roster-export-slot.server";
import { rosterFiltersSchema } from "~/modules/rosters/roster-filters";
import { parseRosterScope } from "~/modules/rosters/roster-scope";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/roster-export";

/** A roster (with the page's filters and order) as CSV, streamed a batch at a time. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "attendance.view");
  const scope = parseRosterScope(params.scope, params.scopeId);
  const db = context.services.database.db;
  if (!scope || !(await loadRosterScope(db, scope))) {
    throw data({ message: "There is no such roster." }, { status: 404 });
  }
  const filters = rosterFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const id = scope.kind === "session" ? scope.sessionId : scope.courseId;
  // The provider's day, not UTC's (an evening export is not dated tomorrow).
  const { day } = utcToZonedParts(new Date(), SCHEDULE_TIME_ZONE);
  const name = `roster-${id}-${day}.csv`.replace(/[^\w.-]/g, "-");
  const release = takeRosterExportSlot();
  if (!release) {
    throw data({ message: EXPORT_BUSY_MESSAGE }, { status: 503, headers: { "Retry-After": "60" } });
  }
  const { database } = context.services;
  const rows = releasingWhenDone(
    readInSnapshot(database, (tx, { cursor }) =>
      readRosterCsv(tx, scope, filters, exportBatchSize(database.kind), { cursor }),
    ),
    release,
    request.signal,
  );
  return csvDownload(ROSTER_CSV_COLUMNS, rows, { filename: name });
}
