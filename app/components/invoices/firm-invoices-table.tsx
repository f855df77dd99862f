import { type Column, DataTable } from "~/components/ui/data-table";
import { INVOICE_KIND_LABELS } from "~/content/invoicing";
import { formatLongDate, formatPrice } from "~/lib/format";

export type FirmInvoiceRow = {
  id: string;
  number: string;
  kind: keyof typeof INVOICE_KIND_LABELS;
  description: string;
  quantity: number;
  totalCents: number;
  issuedAt: Date | string;
  /** "Paid", "Due by …", "Refund": where the document stands. */
  standing: string;
};

/** Where a row's PDF is downloaded (the firm's own address unless a page says otherwise). */
type PdfHref = (row: FirmInvoiceRow) => string | null;
const firmPdfHref: PdfHref = (row) => `/invoices/${encodeURIComponent(row.id)}/pdf`;

const columns = (pdfHref: PdfHref): Column<FirmInvoiceRow>[] => [
  {
    header: "Number",
    rowHeader: true,
    nowrap: true,
    cell: (row) => (
      <>
        <span className="font-medium">{row.number}</span>
        <span className="block text-slate-600">{INVOICE_KIND_LABELS[row.kind]}</span>
      </>
    ),
  },
  { header: "Issued", nowrap: true, cell: (row) => formatLongDate(new Date(row.issuedAt)) },
  {
    header: "For",
    cell: (row) =>
      row.quantity > 1 ? `${row.description} (${row.quantity} seats)` : row.description,
  },
  {
    header: "Amount",
    align: "right",
    nowrap: true,
    cell: (row) =>
      row.kind === "credit_note" ? `−${formatPrice(row.totalCents)}` : formatPrice(row.totalCents),
  },
  { header: "Status", cell: (row) => row.standing },
  {
    header: <span className="sr-only">Download</span>,
    label: "Download",
    cell: (row) => {
      const href = pdfHref(row);
      return href ? (
        <a
          href={href}
          className="inline-block min-h-6 py-1 font-semibold text-brand-700 text-sm underline"
        >
          PDF
          <span className="sr-only">{`: ${INVOICE_KIND_LABELS[row.kind]} ${row.number}`}</span>
        </a>
      ) : (
        "—"
      );
    },
  },
];

/** A firm's invoices, receipts and credit notes, newest first, each with its PDF. */
export function FirmInvoicesTable({
  rows,
  pdfHref = firmPdfHref,
}: {
  rows: readonly FirmInvoiceRow[];
  /** Where each PDF is downloaded from on this page (null: not from here). */
  pdfHref?: PdfHref;
}) {
  return (
    <DataTable
      label="The firm's invoices"
      columns={columns(pdfHref)}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth="44rem"
    />
  );
}
