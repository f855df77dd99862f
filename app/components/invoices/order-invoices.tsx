import { type Column, DataTable } from "~/components/ui/data-table";
import { INVOICE_KIND_LABELS } from "~/content/invoicing";
import { formatPrice, formatSessionDateTime } from "~/lib/format";

type OrderInvoice = {
  id: string;
  number: string;
  kind: keyof typeof INVOICE_KIND_LABELS;
  totalCents: number;
  issuedAt: Date | string;
};

function columns(orderId: string): Column<OrderInvoice>[] {
  return [
    {
      header: "Number",
      rowHeader: true,
      nowrap: true,
      cell: (row) => `${INVOICE_KIND_LABELS[row.kind]} ${row.number}`,
    },
    {
      header: "Issued",
      nowrap: true,
      cell: (row) => formatSessionDateTime(new Date(row.issuedAt)),
    },
    {
      header: "Amount",
      align: "right",
      nowrap: true,
      cell: (row) =>
        row.kind === "credit_note"
          ? `−${formatPrice(row.totalCents)}`
          : formatPrice(row.totalCents),
    },
    {
      header: <span className="sr-only">Download</span>,
      label: "Download",
      cell: (row) => (
        <a
          href={`/staff/orders/${encodeURIComponent(orderId)}/invoices/${encodeURIComponent(row.id)}/pdf`}
          className="font-semibold text-brand-700 underline"
        >
          PDF
          <span className="sr-only">{`: ${INVOICE_KIND_LABELS[row.kind]} ${row.number}`}</span>
        </a>
      ),
    },
  ];
}

/** The staff order page's invoices, receipts and credit notes, in the order they were issued. */
export function OrderInvoices({
  orderId,
  invoices,
}: {
  orderId: string;
  invoices: readonly OrderInvoice[];
}) {
  return (
    <section aria-labelledby="invoices-heading" className="mt-8">
      <h2 id="invoices-heading" className="font-semibold text-xl">
        Invoices and credit notes
      </h2>
      <div className="mt-3">
        {invoices.length === 0 ? (
          <p className="text-slate-700">
            None: an order gets its invoice or receipt once it is invoiced or paid.
          </p>
        ) : (
          <DataTable
            label="Invoices, receipts and credit notes of this order"
            columns={columns(orderId)}
            rows={invoices}
            rowKey={(row) => row.id}
            minWidth="32rem"
          />
        )}
      </div>
    </section>
  );
}
