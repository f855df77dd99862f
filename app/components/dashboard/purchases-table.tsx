import { type Column, DataTable } from "~/components/ui/data-table";
import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import { formatPrice } from "~/lib/format";
import { DashboardSection } from "./dashboard-section";

type Purchase = {
  id: string;
  courseName: string;
  amountCents: number;
  status: keyof typeof ORDER_STATUS_LABELS;
};

const COLUMNS: Column<Purchase>[] = [
  {
    header: "Order",
    cell: (purchase) => <span className="break-all font-mono text-xs">{purchase.id}</span>,
  },
  { header: "Item", cell: (purchase) => purchase.courseName },
  { header: "Amount", cell: (purchase) => formatPrice(purchase.amountCents) },
  { header: "Status", cell: (purchase) => ORDER_STATUS_LABELS[purchase.status] },
];

/** "My purchases": the attorney's orders (those sent to payment), newest first. */
export function PurchasesTable({ purchases }: { purchases: readonly Purchase[] }) {
  return (
    <DashboardSection headingId="purchases-heading" title="My purchases">
      {purchases.length === 0 ? (
        <p className="mt-2 text-slate-700">No purchases yet.</p>
      ) : (
        <DataTable
          label="Purchases table"
          columns={COLUMNS}
          rows={purchases}
          rowKey={(purchase) => purchase.id}
          minWidth="32rem"
        />
      )}
    </DashboardSection>
  );
}
