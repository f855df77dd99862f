import { data } from "react-router";
import { csvStream } from "~/lib/csv-stream.server";
import { loadRosterScope } from "~/modules/rosters/load-roster-scope.server";
import { readRoster } from "~/modules/rosters/read-roster.server";
import { ROSTER_CSV_COLUMNS } from "~/modules/rosters/roster-csv.server";
import { parseRosterScope, rosterFiltersSchema } from "~/modules/rosters/roster-filters";
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
  const day = new Date().toISOString().slice(0, 10);
  const name = `roster-${id}-${day}.csv`.replace(/[^\w.-]/g, "-");
  return new Response(csvStream(ROSTER_CSV_COLUMNS, readRoster(db, scope, filters)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
