import { data } from "react-router";
import { isCourseId } from "~/content/catalogue";
import { csvDownload } from "~/lib/csv-download.server";
import { queryParam } from "~/lib/text-input";
import {
  evaluationAggregateCsv,
  evaluationResponsesCsv,
} from "~/modules/evaluations/evaluation-csv.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/evaluations-export";

/** A course's (or session's) evaluations as CSV: every response, or the aggregate; never a name. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "evaluations.view");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  if (params.kind !== "responses.csv" && params.kind !== "aggregate.csv") {
    throw data(null, { status: 404 });
  }
  const db = context.services.database.db;
  const session = queryParam(new URL(request.url).searchParams, "session") || null;
  const scope = { courseId: params.courseId, liveSessionId: session };
  const kind = params.kind === "responses.csv" ? "responses" : "aggregate";
  const filename =
    `evaluations-${kind}-${params.courseId}${session ? `-${session}` : ""}.csv`.replace(
      /[^\w.-]/g,
      "-",
    );
  // One course's (or session's) evaluations: read at once, bounded by its attendance.
  if (kind === "responses") {
    const file = await evaluationResponsesCsv(db, scope);
    if (!file) throw data(null, { status: 404 });
    return csvDownload(file.columns, file.rows, { filename });
  }
  const file = await evaluationAggregateCsv(db, scope);
  if (!file) throw data(null, { status: 404 });
  return csvDownload(file.columns, file.rows, { filename });
}
