import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { INVOICE_KIND_LABELS } from "~/content/invoicing";
import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import { formatLongDate, formatPrice, formatSessionDateTime } from "~/lib/format";
import { ACCOUNT_LISTS } from "~/modules/dashboard/account-lists";
import { orderProduct, paymentHref } from "~/modules/payments/products";
import { DashboardSection } from "./dashboard-section";
import { RemoveOrderButton } from "./remove-order-button";
import { SeeAllLink } from "./see-all-link";

type Purchase = {
  id: string;
  product: "course" | "bundle" | "membership";
  courseId: string | null;
  bundleId: string | null;
  courseName: string;
  amountCents: number;
  status: keyof typeof ORDER_STATUS_LABELS;
  createdAt: Date | string;
  paidAt: Date | string | null;
  sessionStartsAt: Date | string | null;
  /** Paying still makes sense (the course is not the attorney's already). */
  payable: boolean;
  /** Its invoice or receipt, then its credit notes, each a PDF to download. */
  documents: readonly { id: string; number: string; kind: keyof typeof INVOICE_KIND_LABELS }[];
};

const KIND_LABELS = {
  course: "Course",
  bundle: "Course bundle",
  membership: "Membership",
} as const;

const unpaid = (purchase: Purchase) =>
  purchase.status === "pending" || purchase.status === "failed";

const COLUMNS: Column<Purchase>[] = [
  {
    header: "Item",
    rowHeader: true,
    cell: (purchase) => (
      <>
        <span className="font-medium">{purchase.courseName}</span>
        <span className="block text-slate-600">
          {KIND_LABELS[purchase.product]}
          {purchase.sessionStartsAt
            ? ` · live session ${formatSessionDateTime(new Date(purchase.sessionStartsAt))}`
            : ""}
        </span>
      </>
    ),
  },
  {
    header: "Date",
    nowrap: true,
    cell: (purchase) => formatLongDate(new Date(purchase.paidAt ?? purchase.createdAt)),
  },
  {
    header: "Amount",
    align: "right",
    nowrap: true,
    cell: (purchase) => formatPrice(purchase.amountCents),
  },
  { header: "Status", nowrap: true, cell: (purchase) => ORDER_STATUS_LABELS[purchase.status] },
  {
    header: <span className="sr-only">Actions</span>,
    cell: (purchase) =>
      unpaid(purchase) ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {purchase.payable ? (
            <Link
              to={paymentHref(orderProduct(purchase))}
              className="inline-block min-h-6 py-1 font-semibold text-brand-700 text-sm underline"
            >
              Complete payment<span className="sr-only"> for {purchase.courseName}</span>
            </Link>
          ) : null}
          <RemoveOrderButton orderId={purchase.id} itemName={purchase.courseName} />
        </div>
      ) : purchase.documents.length > 0 ? (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {purchase.documents.map((document) => (
            <li key={document.id}>
              <a
                href={`/invoices/${encodeURIComponent(document.id)}/pdf`}
                className="inline-block min-h-6 py-1 font-semibold text-brand-700 text-sm underline"
              >
                {`${INVOICE_KIND_LABELS[document.kind]} (PDF)`}
                <span className="sr-only">{`: ${document.number}, ${purchase.courseName}`}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null,
  },
];

/**
 * "My purchases": what the attorney bought (or set out to), newest first,
 * with a way to pay or remove an unpaid order; `notice` is the outcome of
 * the last removal.
 */
export function PurchasesTable({
  purchases,
  notice,
  title = ACCOUNT_LISTS.purchases.title,
  total,
}: {
  purchases: readonly Purchase[];
  notice: { ok: boolean; message: string } | null;
  /** The section's heading (a list's own page names its page). */
  title?: string;
  /** How many there are, where this shows only the first few. */
  total?: number;
}) {
  const noticeRef = useRef<HTMLDivElement>(null);
  // The removed order's row is gone (and the focus with it): the outcome takes the focus.
  useEffect(() => {
    if (notice) noticeRef.current?.querySelector<HTMLElement>("[data-form-alert]")?.focus();
  }, [notice]);
  return (
    <DashboardSection id="purchases" headingId="purchases-heading" title={title}>
      {notice ? (
        <div ref={noticeRef} className="mt-2 max-w-xl">
          <FormAlert tone={notice.ok ? "success" : "error"}>{notice.message}</FormAlert>
        </div>
      ) : null}
      {purchases.length === 0 ? (
        <p className="mt-2 text-slate-700">No purchases yet.</p>
      ) : (
        <DataTable
          label="Purchases table"
          columns={COLUMNS}
          rows={purchases}
          rowKey={(purchase) => purchase.id}
          minWidth="36rem"
        />
      )}
      <SeeAllLink kind="purchases" shown={purchases.length} total={total} />
    </DashboardSection>
  );
}
