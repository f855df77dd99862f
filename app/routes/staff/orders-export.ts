import { exportBatchSize, readInSnapshot } from "~/db/read-in-snapshot.server";
import { csvDownload } from "~/lib/csv-download.server";
import { ORDER_CSV_COLUMNS } from "~/modules/payments/order-csv.server";
import { readOrderCsv } from "~/modules/payments/read-order-export.server";
import { staffOrderFiltersSchema } from "~/modules/payments/staff-order-forms";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/orders-export";

/**
 * The orders as CSV, streamed a batch at a time: those matching the list's
 * filters, or the ones ticked on the list (`id`) unless "all matching" was
 * chosen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "orders.view");
  const params = new URL(request.url).searchParams;
  const { page: _page, ...filters } = staffOrderFiltersSchema.parse(Object.fromEntries(params));
  const ids = params.getAll("id").filter((id) => id.length > 0 && id.length <= 200);
  const all = params.get("all") === "on";
  // From the list's bulk form: nothing ticked and not "all" is a mistake, not "everything".
  if (params.has("action") && !all && ids.length === 0) {
    return new Response("Nothing exported: tick at least one order, or choose all that match.", {
      status: 400,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  const { database } = context.services;
  const choice = ids.length > 0 && !all ? { ids } : { filters };
  // One snapshot: the amounts and refunds of a long export agree with each other.
  const rows = readInSnapshot(database, (tx, { cursor }) =>
    readOrderCsv(tx, choice, exportBatchSize(database.kind), { cursor }),
  );
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(ORDER_CSV_COLUMNS, rows, { filename: `orders-${day}.csv` });
}
