import { Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";

/** One course or bundle of the plans page's comparison, its prices formatted. */
type ComparisonRow = {
  key: string;
  item: string;
  href: string;
  regular: string;
  member: string;
  saving: string;
  /** The saving on this one purchase pays for the membership. */
  coversMembership: boolean;
};

/** What members pay compared with everyone else, for a few examples from the catalogue. */
export function PriceComparisonTable({
  rows,
  membershipPrice,
}: {
  rows: readonly ComparisonRow[];
  membershipPrice: string;
}) {
  const columns: Column<ComparisonRow>[] = [
    {
      header: "Course or bundle",
      rowHeader: true,
      cell: (row) => (
        <Link to={row.href} className="font-medium hover:underline">
          {row.item}
        </Link>
      ),
    },
    { header: "Non-members", cell: (row) => row.regular },
    {
      header: "Members",
      cell: (row) => <span className="font-semibold">{row.member}</span>,
    },
    {
      header: "Members save",
      cell: (row) => (
        <>
          {row.saving}
          {row.coversMembership ? (
            <span className="block text-slate-700 text-sm">
              more than the membership's {membershipPrice}
            </span>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <DataTable
      label="Price comparison table"
      caption="Regular and members' prices compared"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      stackOnPhone
      className="max-sm:text-sm"
    />
  );
}
