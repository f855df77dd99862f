import { data } from "react-router";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import { exportBatchSize, readInSnapshot } from "~/db/read-in-snapshot.server";
import { csvDownload } from "~/lib/csv-download.server";
import { utcToZonedParts } from "~/lib/time";
import { selectStaffSessions } from "~/modules/live-sessions/select-staff-sessions.server";
import { sessionListFiltersSchema } from "~/modules/live-sessions/session-list-filters";
import { readSessionRegistrants } from "~/modules/rosters/read-session-registrants.server";
import {
  EXPORT_BUSY_MESSAGE,
  releasingWhenDone,
  takeRosterExportSlot,
} from "~/modules/rosters/roster-export-slot.server";
import { SESSION_REGISTRANTS_CSV_COLUMNS } from "~/modules/rosters/session-registrants-csv.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/live-sessions-registrants-export";

/**
 * The registrants of the live sessions ticked on the list (`id`), or of
 * every session matching its view and search (`all`), as one CSV streamed
 * a batch at a time: the session, then the roster's columns. A roster
 * export, so the roster export's permission.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "attendance.view");
  const params = new URL(request.url).searchParams;
  const { show, q } = sessionListFiltersSchema.parse(Object.fromEntries(params));
  const ids = params.getAll("id").filter((id) => id.length > 0 && id.length <= 200);
  const all = params.get("all") === "on";
  // Nothing ticked and not "all" is a mistake, not "every session".
  if (!all && ids.length === 0) {
    return new Response("Nothing exported: tick at least one session, or choose all that match.", {
      status: 400,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  const db = context.services.database.db;
  const sessions = await selectStaffSessions(db, all ? { filters: { show, q } } : { ids });
  const release = takeRosterExportSlot();
  if (!release) {
    throw data({ message: EXPORT_BUSY_MESSAGE }, { status: 503, headers: { "Retry-After": "60" } });
  }
  const { database } = context.services;
  const rows = releasingWhenDone(
    readInSnapshot(database, (tx, { cursor }) =>
      readSessionRegistrants(tx, sessions, exportBatchSize(database.kind), { cursor }),
    ),
    release,
    request.signal,
  );
  // The provider's day, not UTC's (an evening export is not dated tomorrow).
  const { day } = utcToZonedParts(new Date(), SCHEDULE_TIME_ZONE);
  return csvDownload(SESSION_REGISTRANTS_CSV_COLUMNS, rows, {
    filename: `session-registrants-${day}.csv`,
  });
}
