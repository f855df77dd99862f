import { type Column, DataTable } from "~/components/ui/data-table";
import { formatLongDate } from "~/lib/format";
import { RowAction } from "./row-action";

export type FirmMemberView = {
  memberId: string;
  name: string;
  email: string;
  isAdmin: boolean;
  sharesCompliance: boolean;
  joinedAt: Date | string;
  isYou: boolean;
};

/** A firm's members, with what an administrator can do to each. */
export function FirmMembersTable({ members }: { members: readonly FirmMemberView[] }) {
  const columns: Column<FirmMemberView>[] = [
    {
      header: "Name",
      rowHeader: true,
      cell: (member) => (
        <>
          {member.name}
          {member.isYou ? <span className="text-slate-600"> (you)</span> : null}
        </>
      ),
    },
    { header: "E-mail", cell: (member) => <span className="wrap-anywhere">{member.email}</span> },
    { header: "Role", cell: (member) => (member.isAdmin ? "Administrator" : "Member") },
    {
      header: "Shares compliance",
      cell: (member) => (member.sharesCompliance ? "Yes" : "No"),
    },
    { header: "Joined", nowrap: true, cell: (member) => formatLongDate(new Date(member.joinedAt)) },
    {
      header: "Actions",
      cell: (member) => (
        <div className="flex flex-wrap gap-2">
          {member.isAdmin ? (
            <RowAction
              intent="make-member"
              field="memberId"
              id={member.memberId}
              label="Make member"
              who={member.name}
            />
          ) : (
            <RowAction
              intent="make-admin"
              field="memberId"
              id={member.memberId}
              label="Make administrator"
              who={member.name}
            />
          )}
          {member.isYou ? null : (
            <RowAction
              intent="remove"
              field="memberId"
              id={member.memberId}
              label="Remove"
              who={member.name}
              danger
            />
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label="The firm's members"
      columns={columns}
      rows={members}
      rowKey={(member) => member.memberId}
      stackOnPhone
      minWidth="48rem"
    />
  );
}
