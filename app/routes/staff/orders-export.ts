import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import { exportBatchSize, readInSnapshot } from "~/db/read-in-snapshot.server";
import { csvDownload } from "~/lib/csv-download.server";
import type { CsvColumn } from "~/lib/csv-stream.server";
import { type ExportedOrder, readOrderExport } from "~/modules/payments/read-order-export.server";
import { staffOrderFiltersSchema } from "~/modules/payments/staff-order-forms";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/orders-export";

/** Cents as dollars with two decimals, as a spreadsheet sums them. */
const dollars = (cents: number) => (cents / 100).toFixed(2);
const isoTime = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const COLUMNS: CsvColumn<ExportedOrder>[] = [
  { header: "order id", value: (order) => order.id },
  { header: "placed at (UTC)", value: (order) => isoTime(order.createdAt) },
  { header: "paid at (UTC)", value: (order) => isoTime(order.paidAt) },
  {
    header: "buyer",
    value: (order) => `${order.attendee.firstName} ${order.attendee.lastName}`.trim(),
  },
  { header: "e-mail", value: (order) => order.attendee.email },
  { header: "product", value: (order) => order.courseName },
  { header: "product kind", value: (order) => order.product },
  { header: "quantity", value: (order) => order.quantity },
  { header: "currency", value: (order) => order.currency.toUpperCase() },
  { header: "list price", value: (order) => dollars(order.amountCents + order.discountCents) },
  { header: "discount code", value: (order) => order.discountCode },
  { header: "discount amount", value: (order) => dollars(order.discountCents) },
  // What the buyer paid (or owes, on an open invoice): the price after the discount.
  {
    header: "amount paid",
    value: (order) => dollars(order.paidAt ? order.amountCents : 0),
  },
  { header: "refunded amount", value: (order) => dollars(order.refundedCents) },
  { header: "refunded at (UTC)", value: (order) => isoTime(order.refundedAt) },
  { header: "refund reasons", value: (order) => order.refundReasons },
  {
    header: "status",
    value: (order) =>
      ORDER_STATUS_LABELS[order.status as keyof typeof ORDER_STATUS_LABELS] ?? order.status,
  },
  { header: "payment", value: (order) => order.paymentTerms },
  { header: "invoice or receipt number", value: (order) => order.documentNumber },
  { header: "credit notes", value: (order) => order.creditNotes },
];

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
    readOrderExport(tx, choice, exportBatchSize(database.kind), { cursor }),
  );
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(COLUMNS, rows, { filename: `orders-${day}.csv` });
}
