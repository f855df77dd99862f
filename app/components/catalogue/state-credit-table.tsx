import { Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import type { ApprovalStatus } from "~/content/course-types";
import type { CreditCategory } from "~/content/state-rules/types";
import { statePagePath } from "~/content/states";
import { formatCategoryCredits, formatLongDate } from "~/lib/format";

type StateApproval = {
  stateSlug: string;
  stateName: string;
  status: ApprovalStatus;
  approvalNumber: string | null;
  approvedOn: string | null;
  /** When the application was filed (pending ones); null when not recorded. */
  appliedOn: string | null;
  credits: Partial<Record<CreditCategory, number>>;
};

const COLUMNS: Column<StateApproval>[] = [
  {
    header: "State",
    rowHeader: true,
    cell: (approval) => (
      <Link to={statePagePath(approval.stateSlug)} className="text-brand-700 underline">
        {approval.stateName}
      </Link>
    ),
  },
  {
    header: "Status",
    cell: (approval) =>
      approval.status === "approved"
        ? `Approved${approval.approvedOn ? ` ${formatLongDate(approval.approvedOn)}` : ""}`
        : `Approval pending${approval.appliedOn ? ` (applied for ${formatLongDate(approval.appliedOn)})` : ""}`,
  },
  { header: "Course number", cell: (approval) => approval.approvalNumber ?? "—" },
  {
    header: "Credits",
    cell: (approval) => formatCategoryCredits(approval.credits, approval.stateSlug),
  },
];

/**
 * A course page's "Credit by state": in how many states it is approved, and
 * per state its status, course number and credits.
 */
export function StateCreditTable({ approvals }: { approvals: StateApproval[] }) {
  const approved = approvals.filter((approval) => approval.status === "approved");
  return (
    <section aria-labelledby="states-heading">
      <h2 id="states-heading" className="font-semibold text-2xl">
        Credit by state
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Approved in {approved.length} of {approvals.length} states. Where approval is pending,
        credit is not guaranteed until the state approves the course.
      </p>
      <DataTable
        label="Credit by state table"
        caption="Approval status and credits in each state"
        columns={COLUMNS}
        rows={approvals}
        rowKey={(approval) => approval.stateSlug}
        minWidth="36rem"
        stackOnPhone
      />
    </section>
  );
}
