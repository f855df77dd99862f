import { type Column, DataTable } from "~/components/ui/data-table";
import { formatLongDate } from "~/lib/format";
import { RowAction } from "./row-action";

export type FirmInvitationView = {
  invitationId: string;
  email: string;
  expiresAt: Date | string;
  expired: boolean;
};

/** The invitations not yet used: when each expires, send again, withdraw. */
export function FirmInvitationsTable({
  invitations,
}: {
  invitations: readonly FirmInvitationView[];
}) {
  const columns: Column<FirmInvitationView>[] = [
    {
      header: "E-mail",
      rowHeader: true,
      cell: (invitation) => <span className="wrap-anywhere">{invitation.email}</span>,
    },
    {
      header: "Expires",
      nowrap: true,
      cell: (invitation) =>
        invitation.expired
          ? `Expired ${formatLongDate(new Date(invitation.expiresAt))}`
          : formatLongDate(new Date(invitation.expiresAt)),
    },
    {
      header: "Actions",
      cell: (invitation) => (
        <div className="flex flex-wrap gap-2">
          <RowAction
            intent="resend"
            field="invitationId"
            id={invitation.invitationId}
            label="Send again"
            who={invitation.email}
          />
          <RowAction
            intent="cancel"
            field="invitationId"
            id={invitation.invitationId}
            label="Withdraw"
            who={invitation.email}
            danger
          />
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label="Invitations not yet used"
      columns={columns}
      rows={invitations}
      rowKey={(invitation) => invitation.invitationId}
      stackOnPhone
      minWidth="36rem"
    />
  );
}
