import { useRef } from "react";
import { data, Link } from "react-router";
import { BulkActionForm, BulkCheckbox } from "~/components/staff/bulk-action-form";
import { PageLinks } from "~/components/staff/page-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import { formatPrice, formatRecordDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import {
  listStaffOrders,
  STAFF_ORDERS_PAGE_SIZE,
} from "~/modules/payments/list-staff-orders.server";
import { staffOrderFiltersSchema } from "~/modules/payments/staff-order-forms";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () =>
  pageMeta("Orders", "Every purchase: search, refunds and receipts.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "orders.view");
  const url = new URL(request.url);
  const { page, ...filters } = staffOrderFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const db = context.services.database.db;
  let result = await listStaffOrders(db, filters, page);
  const pages = Math.max(1, Math.ceil(result.total / STAFF_ORDERS_PAGE_SIZE));
  // A page past the last (an old link) shows the last one.
  if (page > pages) result = await listStaffOrders(db, filters, pages);
  return data(
    { ...result, filters, page: Math.min(page, pages), pages, query: url.searchParams.toString() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Order = Route.ComponentProps["loaderData"]["orders"][number];

const COLUMNS: Column<Order>[] = [
  {
    header: "Choose",
    cell: (order) => (
      <BulkCheckbox
        value={order.id}
        label={`order ${order.id} (${order.attendee.firstName} ${order.attendee.lastName})`}
      />
    ),
  },
  {
    header: "Order",
    rowHeader: true,
    cell: (order) => (
      <Link to={`/staff/orders/${order.id}`} className="font-semibold text-brand-700 underline">
        {order.id}
      </Link>
    ),
    nowrap: true,
  },
  { header: "Date", cell: (order) => formatRecordDate(new Date(order.createdAt)), nowrap: true },
  {
    header: "Attendee",
    cell: (order) => (
      <>
        {order.attendee.firstName} {order.attendee.lastName}
        <br />
        <span className="break-all text-slate-600">{order.attendee.email}</span>
      </>
    ),
  },
  { header: "Bought", cell: (order) => order.courseName },
  {
    header: "Amount",
    cell: (order) =>
      order.refundedCents > 0 && order.refundedCents < order.amountCents
        ? `${formatPrice(order.amountCents)} (${formatPrice(order.refundedCents)} refunded)`
        : formatPrice(order.amountCents),
    align: "right",
  },
  { header: "Status", cell: (order) => ORDER_STATUS_LABELS[order.status], nowrap: true },
];

export default function StaffOrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders, total, filters, page, pages, query } = loaderData;
  const filterFields = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
  const exportQuery = new URLSearchParams(filterFields).toString();
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  return (
    <StaffPage title="Orders" intro={<p>Every purchase, newest first.</p>}>
      <StaffSearchForm label="Find orders" query={query} layout="withSelect">
        <TextField label="Order id, attendee or course" name="q" defaultValue={filters.q ?? ""} />
        <SelectField
          label="Status"
          name="status"
          emptyOption="Any status"
          options={Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          defaultValue={filters.status ?? ""}
        />
      </StaffSearchForm>
      <p ref={results} tabIndex={-1} className="mt-6 outline-none">
        {total === 1 ? "1 order" : `${total.toLocaleString("en-US")} orders`}.{" "}
        {total > 0 ? (
          <a
            href={`/staff/orders/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
            download
            className="font-semibold text-brand-700 underline"
          >
            Export these orders (CSV)
          </a>
        ) : null}
      </p>
      {orders.length > 0 ? (
        <BulkActionForm
          reply={undefined}
          total={total}
          noun="orders"
          filters={filterFields}
          method="get"
          action="/staff/orders/export.csv"
          actions={[{ value: "export", label: "Export as CSV" }]}
          submitLabel="Export the chosen orders (CSV)"
        />
      ) : null}
      <div className="mt-3">
        {orders.length === 0 ? (
          <EmptyState>
            {filters.q || filters.status ? "No order matches." : "No order has been placed yet."}
          </EmptyState>
        ) : (
          <DataTable
            label="Orders found"
            columns={COLUMNS}
            rows={orders}
            rowKey={(order) => order.id}
            minWidth="56rem"
          />
        )}
      </div>
      <PageLinks
        label="Order pages"
        query={query}
        page={page}
        pages={pages}
        previous="Newer orders"
        next="Older orders"
      />
    </StaffPage>
  );
}
