import { useRef } from "react";
import { data, Form, Link } from "react-router";
import { ListResults } from "~/components/staff/list-results";
import { PageLinks } from "~/components/staff/page-links";
import { StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { usePageForm } from "~/components/ui/use-page-form";
import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatDollars, formatLongDate, formatPrice } from "~/lib/format";
import { loadListPage } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import {
  staffInvoiceFiltersSchema,
  staffInvoiceIntents,
} from "~/modules/firm-seats/firm-seat-forms";
import { getInvoiceThreshold } from "~/modules/firm-seats/get-invoice-threshold.server";
import { INVOICE_STATE_LABELS } from "~/modules/firm-seats/invoice-views";
import { countInvoices, listInvoices } from "~/modules/firm-seats/list-open-invoices.server";
import { markInvoicePaid } from "~/modules/firm-seats/mark-invoice-paid.server";
import { setInvoiceThreshold } from "~/modules/firm-seats/set-invoice-threshold.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/invoices";

export const meta: Route.MetaFunction = () =>
  pageMeta("Open invoices", "Firm orders bought on invoice and not yet paid, with their age.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "invoices.manage");
  const url = new URL(request.url);
  const { page, ...filters } = staffInvoiceFiltersSchema.parse(
    Object.fromEntries(url.searchParams),
  );
  const db = context.services.database.db;
  const now = new Date();
  const [list, thresholdCents] = await Promise.all([
    loadListPage(page, async (shown) => {
      const [invoices, total] = await Promise.all([
        listInvoices(db, filters, { page: shown, now }),
        countInvoices(db, filters, now),
      ]);
      return { invoices, total };
    }),
    getInvoiceThreshold(db),
  ]);
  return data(
    { ...list, filters, query: url.searchParams.toString(), thresholdCents },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "invoices.manage");
  const db = context.services.database.db;
  const form = await parseIntentSubmission(request, staffInvoiceIntents);
  if (!form.ok) return form.response;
  if (form.intent === "threshold") {
    await setInvoiceThreshold(db, staff.actor, form.value.threshold);
    return replyToForm({
      ok: true,
      intent: "threshold",
      message: FIRM_SEAT_MESSAGES.thresholdSaved(formatPrice(form.value.threshold)),
    });
  }
  const marked = await markInvoicePaid(db, staff.actor, form.value.orderId);
  if (marked === "paid")
    return replyToForm({ ok: true, intent: "mark-paid", message: FIRM_SEAT_MESSAGES.markedPaid });
  return refuseForm(
    marked === "missing" ? FIRM_SEAT_MESSAGES.noSuchOrder : FIRM_SEAT_MESSAGES.invoiceNotOpen,
    { status: marked === "missing" ? 404 : 409, intent: "mark-paid" },
  );
}

type Invoice = Route.ComponentProps["loaderData"]["invoices"][number];

export default function StaffInvoicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoices, thresholdCents, total, page, pages, filters, query } = loaderData;
  const paid = filters.state === "paid";
  const filtered = Boolean(filters.q) || filters.state !== "open";
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  const markPaid = usePageForm(actionData, { intent: "mark-paid" });
  const threshold = usePageForm(actionData, { intent: "threshold" });
  const replyFor = (intent: string) =>
    actionData && actionData.intent === intent ? (
      <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
    ) : null;
  const columns: Column<Invoice>[] = [
    {
      header: "Order",
      rowHeader: true,
      cell: (row) => (
        <Link to={`/staff/orders/${row.orderId}`} className="text-brand-700 underline">
          {row.orderId}
        </Link>
      ),
    },
    {
      header: "Firm",
      cell: (row) =>
        row.firmId && row.firmName ? (
          <Link
            to={`/staff/firms/${encodeURIComponent(row.firmId)}`}
            className="text-brand-700 underline"
          >
            {row.firmName}
          </Link>
        ) : (
          "—"
        ),
    },
    { header: "Buyer", cell: (row) => <span className="wrap-anywhere">{row.buyerEmail}</span> },
    { header: "For", cell: (row) => `${row.courseName} × ${row.quantity}` },
    { header: "Amount", cell: (row) => formatPrice(row.amountCents), align: "right", nowrap: true },
    { header: "Age", cell: (row) => `${row.ageDays} days`, align: "right", nowrap: true },
    {
      header: "Due",
      nowrap: true,
      cell: (row) =>
        row.dueAt
          ? `${formatLongDate(new Date(row.dueAt))}${row.overdue ? " (overdue)" : ""}`
          : "—",
    },
    {
      header: "Payment",
      cell: (row) =>
        row.paidAt ? (
          `Paid ${formatLongDate(new Date(row.paidAt))}`
        ) : (
          <Form method="post" ref={markPaid.form}>
            <input type="hidden" name="intent" value="mark-paid" />
            <input type="hidden" name="orderId" value={row.orderId} />
            <SubmitButton busy={markPaid.busy} busyLabel="Marking…">
              Mark paid<span className="sr-only"> {row.orderId}</span>
            </SubmitButton>
          </Form>
        ),
    },
  ];
  return (
    <StaffPage
      title={paid ? "Paid invoices" : "Open invoices"}
      intro={
        <p>
          Firm orders bought on invoice (net 30): their seats were given at once. Mark one paid when
          its payment arrives; the paid ones stay listed under Paid.
        </p>
      }
    >
      <StaffSearchForm
        label="Find invoices"
        query={query}
        layout="withSelect"
        clearTo={filtered ? "/staff/invoices" : null}
      >
        <TextField
          label="Order id, firm or buyer's e-mail"
          name="q"
          defaultValue={filters.q ?? ""}
        />
        <SelectField
          label="Show"
          name="state"
          options={Object.entries(INVOICE_STATE_LABELS).map(([value, label]) => ({
            value,
            label,
          }))}
          defaultValue={filters.state}
        />
      </StaffSearchForm>
      <div className="mt-3">{replyFor("mark-paid")}</div>
      <ListResults
        count={
          paid
            ? ["paid invoice", "paid invoices"]
            : filters.state === "overdue"
              ? ["overdue invoice", "overdue invoices"]
              : ["open invoice", "open invoices"]
        }
        total={total}
        filtered={Boolean(filters.q)}
        clearTo="/staff/invoices"
        none={
          paid
            ? "No invoice has been paid yet."
            : filters.state === "overdue"
              ? "No invoice is overdue."
              : "No invoice is open."
        }
        noneMatch="No invoice matches."
        countRef={results}
      >
        <DataTable
          label={paid ? "Paid invoices" : "Open invoices"}
          columns={columns}
          rows={invoices}
          rowKey={(row) => row.orderId}
          minWidth="60rem"
        />
      </ListResults>
      <PageLinks
        label="Invoice pages"
        query={query}
        page={page}
        pages={pages}
        previous="Earlier invoices"
        next="Later invoices"
      />
      <section aria-labelledby="threshold-heading" className="mt-10 max-w-xl">
        <h2 id="threshold-heading" className="font-semibold text-xl">
          Invoice threshold
        </h2>
        <p className="mt-1">
          Firm orders of {formatPrice(thresholdCents)} or more are invoiced; smaller ones are paid
          by card.
        </p>
        {replyFor("threshold")}
        <Form method="post" ref={threshold.form} className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="threshold" />
          <TextField
            label="Invoice firm orders from (US dollars)"
            name="threshold"
            inputMode="decimal"
            defaultValue={formatDollars(thresholdCents)}
            error={threshold.errors.threshold}
            required
          />
          <SubmitButton busy={threshold.busy} busyLabel="Saving…">
            Save the threshold
          </SubmitButton>
        </Form>
      </section>
    </StaffPage>
  );
}
