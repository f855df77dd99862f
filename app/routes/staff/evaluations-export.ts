import { data } from "react-router";
import { isCourseId } from "~/content/catalogue";
import { csvStream } from "~/lib/csv-stream.server";
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
  let stream: ReadableStream<Uint8Array> | null = null;
  if (kind === "responses") {
    const file = await evaluationResponsesCsv(db, scope);
    if (file) stream = csvStream(file.columns, file.rows);
  } else {
    const file = await evaluationAggregateCsv(db, scope);
    if (file) stream = csvStream(file.columns, file.rows);
  }
  if (!stream) throw data(null, { status: 404 });
  const name = `evaluations-${kind}-${params.courseId}${session ? `-${session}` : ""}.csv`.replace(
    /[^\w.-]/g,
    "-",
  );
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
