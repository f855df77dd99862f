import { useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { BulkActionForm, BulkCheckbox } from "~/components/staff/bulk-action-form";
import { KeysetLinks } from "~/components/staff/keyset-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { usePageForm } from "~/components/ui/use-page-form";
import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import { BULK_FORM_LISTS, BULK_FORM_MAX_BYTES, BULK_MAX_ITEMS } from "~/lib/bulk-choice";
import { FIELD_ERRORS_MESSAGE, refuseForm } from "~/lib/form-reply";
import { formatPrice, formatRecordDate } from "~/lib/format";
import { readCursor } from "~/lib/keyset-cursor";
import { countWords } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { startBulkJob } from "~/modules/bulk/start-bulk-job.server";
import { listStaffOrders, STAFF_ORDERS_KEYSET } from "~/modules/payments/list-staff-orders.server";
import { selectRefundableOrders } from "~/modules/payments/select-refundable-orders.server";
import {
  orderBulkRefundSchema,
  orderBulkSchema,
  staffOrderFiltersSchema,
} from "~/modules/payments/staff-order-forms";
import { requireRecentSignIn, requireStaff } from "~/modules/staff/require-staff.server";
import { keyKinds } from "~/modules/staff-lists/keyset-page.server";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () =>
  pageMeta("Orders", "Every purchase: search, refunds and receipts.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "orders.view");
  const url = new URL(request.url);
  const { page: _, ...filters } = staffOrderFiltersSchema.parse(
    Object.fromEntries(url.searchParams),
  );
  const cursor = readCursor(url.searchParams, keyKinds(STAFF_ORDERS_KEYSET));
  const result = await listStaffOrders(context.services.database.db, filters, cursor);
  return data(
    {
      ...result,
      filters,
      query: url.searchParams.toString(),
      canRefund: staff.permissions.has("orders.refund"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * Refund several orders, each in full (what is left of it), with one reason:
 * first a confirmation stating how many and the total, then each order is
 * refunded as from its own page, each audited and its attendee told.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "orders.refund");
  await requireRecentSignIn(request, context, staff);
  const form = await parseSubmission(request, orderBulkSchema, {
    lists: BULK_FORM_LISTS,
    maxBytes: BULK_FORM_MAX_BYTES,
  });
  if (!form.ok) return form.response;
  const refund = orderBulkRefundSchema.safeParse(form.submission.fields);
  if (!refund.success) {
    return refuseForm(FIELD_ERRORS_MESSAGE, {
      errors: { reason: refund.error.issues[0]?.message ?? "Say why the orders are refunded." },
    });
  }
  const { services } = context;
  const db = services.database.db;
  const { page: _page, ...filters } = staffOrderFiltersSchema.parse(form.submission.fields);
  const items = await selectRefundableOrders(
    db,
    form.value.all ? { filters } : { ids: form.value.id },
  );
  if (items === null) {
    return refuseForm(
      `More than ${BULK_MAX_ITEMS.toLocaleString("en-US")} orders match: narrow the filter first.`,
    );
  }
  if (items.length === 0) {
    return refuseForm("None of the chosen orders is paid with anything left to refund.", {
      status: 409,
    });
  }
  const totalCents = items.reduce((sum, item) => sum + item.leftCents, 0);
  if (!refund.data.confirm) {
    // The confirmation carries the orders as resolved now: what is confirmed is what is refunded.
    return data(
      {
        ok: true,
        message: "Check the refund, then confirm it.",
        errors: {} as Record<string, string>,
        confirm: {
          ids: items.map((item) => item.id),
          count: items.length,
          total: formatPrice(totalCents),
          reason: refund.data.reason,
          releaseAccess: refund.data.releaseAccess,
        },
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  const jobId = await startBulkJob(
    db,
    { mailer: services.mailer, baseUrl: services.config.baseUrl, provider: services.payments },
    {
      kind: "order.refund",
      actor: staff.actor,
      filter: null,
      options: {
        reason: refund.data.reason,
        ...(refund.data.releaseAccess ? { releaseAccess: "on" } : {}),
      },
      items,
    },
  );
  return redirect(`/staff/bulk/${jobId}`);
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

/** The second step of a bulk refund: how many, how much, and why, before anything is done. */
function ConfirmRefund({
  confirm,
  query,
}: {
  confirm: { ids: string[]; count: number; total: string; reason: string; releaseAccess: boolean };
  query: string;
}) {
  const form = usePageForm(undefined);
  const orders =
    confirm.count === 1 ? "1 order" : `${confirm.count.toLocaleString("en-US")} orders`;
  return (
    <Form
      method="post"
      reloadDocument
      ref={form.form}
      aria-labelledby="confirm-refund-heading"
      className="mt-6 grid gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300"
    >
      <h2 id="confirm-refund-heading" className="font-semibold text-lg">
        Refund {orders}, {confirm.total} in total?
      </h2>
      <p>
        Each paid order is refunded in full (what is left of it) with the reason “{confirm.reason}”,
        and its attendee is e-mailed.{" "}
        {confirm.releaseAccess
          ? "What each order gave (seats, courses, membership) is taken back."
          : "What each order gave is kept."}
      </p>
      <input type="hidden" name="action" value="refund" />
      <input type="hidden" name="confirm" value="yes" />
      <input type="hidden" name="reason" value={confirm.reason} />
      {confirm.releaseAccess ? <input type="hidden" name="releaseAccess" value="on" /> : null}
      {confirm.ids.map((id) => (
        <input key={id} type="hidden" name="id" value={id} />
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={form.busy} busyLabel="Refunding…" tone="danger">
          Yes, refund {orders}
        </SubmitButton>
        <Link
          to={`/staff/orders${query ? `?${query}` : ""}`}
          className="font-semibold text-brand-700 underline"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}

export default function StaffOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, total, filters, cursors, query, canRefund } = loaderData;
  const confirm = actionData && "confirm" in actionData ? actionData.confirm : null;
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
        {countWords(total, ["order", "orders"])}.{" "}
        {total.count > 0 ? (
          <a
            href={`/staff/orders/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
            download
            className="font-semibold text-brand-700 underline"
          >
            Export these orders (CSV)
          </a>
        ) : null}
      </p>
      {confirm ? <ConfirmRefund confirm={confirm} query={query} /> : null}
      {orders.length > 0 && canRefund ? (
        <BulkActionForm
          reply={confirm ? undefined : actionData}
          total={total}
          noun="orders"
          filters={filterFields}
          reloadDocument
          actions={[{ value: "refund", label: "Refund in full" }]}
          submitLabel="Refund the chosen orders…"
          after={
            <button
              type="submit"
              formMethod="get"
              formAction="/staff/orders/export.csv"
              className="rounded-md px-5 py-2.5 font-semibold text-brand-700 underline ring-1 ring-brand-700"
            >
              Export the chosen orders (CSV)
            </button>
          }
        >
          <TextField
            label="Reason for the refunds (kept in the audit log)"
            name="reason"
            maxLength={500}
            error={confirm ? undefined : actionData?.errors.reason}
          />
          <label className="flex items-center gap-2 self-center text-sm">
            <input type="checkbox" name="releaseAccess" value="on" className="size-5" />
            Take back what they gave
          </label>
        </BulkActionForm>
      ) : orders.length > 0 ? (
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
      <KeysetLinks
        label="Order pages"
        query={query}
        cursors={cursors}
        previous="Newer orders"
        next="Older orders"
      />
    </StaffPage>
  );
}
