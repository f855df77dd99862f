import { exportBatchSize, readInSnapshot } from "~/db/read-in-snapshot.server";
import { csvDownload } from "~/lib/csv-download.server";
import { ATTENDEE_CSV_COLUMNS } from "~/modules/rosters/attendee-csv.server";
import { attendeeSearchSchema } from "~/modules/rosters/attendee-forms";
import { readAttendeeCsv } from "~/modules/rosters/read-attendee-export.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/attendees-export";

/**
 * The attendees as CSV, streamed a batch at a time: those matching the
 * list's search, or the ones ticked on the list (`id`) unless "all
 * matching" was chosen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "attendees.view");
  const params = new URL(request.url).searchParams;
  const { q } = attendeeSearchSchema.parse(Object.fromEntries(params));
  const ids = params.getAll("id").filter((id) => id.length > 0 && id.length <= 200);
  const all = params.get("all") === "on";
  // From the list's bulk form: nothing ticked and not "all" is a mistake, not "everyone".
  if (params.has("action") && !all && ids.length === 0) {
    return new Response("Nothing exported: tick at least one person, or choose all that match.", {
      status: 400,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  const { database } = context.services;
  const choice = ids.length > 0 && !all ? { ids } : { q: q ?? "" };
  const rows = readInSnapshot(database, (tx, { cursor }) =>
    readAttendeeCsv(tx, choice, exportBatchSize(database.kind), { cursor }),
  );
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(ATTENDEE_CSV_COLUMNS, rows, { filename: `attendees-${day}.csv` });
}
