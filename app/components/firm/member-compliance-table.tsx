import { Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import {
  COMPLIANCE_STATUS_LABELS,
  type ComplianceStatus,
  FIRM_COMPLIANCE_MESSAGES,
  type FirmComplianceSort,
} from "~/content/firm-compliance";
import { formatLongDate } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import type { FirmMemberCompliance } from "~/modules/firm-compliance/firm-compliance-types";

const LINK = "font-semibold text-brand-700 underline";

const BADGE: Record<ComplianceStatus, string> = {
  late: "bg-red-50 text-red-800 ring-red-300",
  "at-risk": "bg-amber-50 text-amber-900 ring-amber-300",
  "on-track": "bg-emerald-50 text-emerald-900 ring-emerald-300",
  "not-tracked": "bg-slate-50 text-slate-800 ring-slate-300",
};

/** A status as a word in a tinted pill (the word carries it, not the colour). */
export function ComplianceStatusBadge({ status }: { status: ComplianceStatus | null }) {
  if (status === null) return <span className="text-slate-700">Not shared</span>;
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ${BADGE[status]}`}
    >
      {COMPLIANCE_STATUS_LABELS[status]}
    </span>
  );
}

function StatesCell({ member }: { member: FirmMemberCompliance }) {
  if (!member.shares) return <p className="text-slate-700">{FIRM_COMPLIANCE_MESSAGES.notShared}</p>;
  if (member.states.length === 0) return <p>No state in the credit tracker yet.</p>;
  return (
    <ul className="grid gap-2">
      {member.states.map((state) => (
        <li key={state.slug}>
          <span className="font-semibold">{state.name}</span>{" "}
          <ComplianceStatusBadge status={state.status} />
          {state.deadline ? (
            <span className="block text-slate-700">Due {formatLongDate(state.deadline)}</span>
          ) : null}
          {state.categories.length > 0 ? (
            <ul className="mt-1 text-slate-800">
              {state.categories.map((category) => (
                <li key={category.label}>
                  {category.label}: {formatHours(category.earned)} of{" "}
                  {formatHours(category.required)}
                  {category.missing > 0 ? `, ${formatHours(category.missing)} needed` : ""}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function FirmCoursesCell({ member }: { member: FirmMemberCompliance }) {
  if (member.firmCourses.length === 0) return <span className="text-slate-700">None</span>;
  return (
    <ul className="grid gap-1">
      {member.firmCourses.map((course) => (
        <li key={course.courseId}>
          {course.title}:{" "}
          {course.completedOn
            ? `completed ${formatLongDate(course.completedOn)}`
            : `assigned ${formatLongDate(course.assignedOn)}`}
        </li>
      ))}
    </ul>
  );
}

/** The firm's members, one row each: status, states with credits by category, deadline, gap. */
export function MemberComplianceTable({
  rows,
  sort,
}: {
  rows: readonly FirmMemberCompliance[];
  /** The order chosen, announced on its column's header. */
  sort: FirmComplianceSort;
}) {
  const sorted = (by: FirmComplianceSort, direction: "ascending" | "descending" = "ascending") =>
    sort === by ? direction : "none";
  const columns: Column<FirmMemberCompliance>[] = [
    {
      header: "Member",
      rowHeader: true,
      sort: sorted("name"),
      cell: (member) => (
        <>
          <Link to={`/firm/compliance/${encodeURIComponent(member.uid)}`} className={LINK}>
            {member.name}
          </Link>
          <span className="block wrap-anywhere text-slate-700">{member.email}</span>
          {member.isAdmin ? <span className="block text-slate-700">Administrator</span> : null}
        </>
      ),
    },
    {
      header: "Status",
      sort: sorted("status"),
      cell: (member) => <ComplianceStatusBadge status={member.status} />,
    },
    {
      header: "States and credits",
      label: "States",
      cell: (member) => <StatesCell member={member} />,
    },
    {
      header: "Next deadline",
      nowrap: true,
      sort: sorted("deadline"),
      cell: (member) =>
        member.nextDeadline
          ? `${formatLongDate(member.nextDeadline.on)} (${member.nextDeadline.stateName})`
          : "None",
    },
    {
      header: "Hours still needed",
      label: "Still needed",
      align: "right",
      sort: sorted("needed", "descending"),
      cell: (member) =>
        member.stillNeeded === null ? "Not shared" : formatHours(member.stillNeeded),
    },
    {
      header: "Through the firm",
      cell: (member) => <FirmCoursesCell member={member} />,
    },
  ];
  return (
    <DataTable
      label="Members' compliance"
      columns={columns}
      rows={rows}
      rowKey={(member) => member.uid}
      stackOnPhone
      minWidth="56rem"
    />
  );
}
