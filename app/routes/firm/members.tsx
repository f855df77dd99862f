import { data, redirect } from "react-router";
import { SettingsSection } from "~/components/account/settings-section";
import { FirmInvitationsTable } from "~/components/firm/firm-invitations-table";
import { FirmMembersTable } from "~/components/firm/firm-members-table";
import { InviteForm } from "~/components/firm/invite-form";
import { replyFor } from "~/components/firm/reply-for";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { requireUser } from "~/modules/auth/session.server";
import { removeFirmMember, setFirmMemberRole } from "~/modules/firms/change-firm-member.server";
import { FIRM_MEMBERS_FORMS } from "~/modules/firms/firm-account-forms";
import { replyToFirmAction } from "~/modules/firms/firm-action-result.server";
import {
  cancelFirmInvitation,
  inviteToFirm,
  resendFirmInvitation,
} from "~/modules/firms/invite-to-firm.server";
import { listFirmMembers } from "~/modules/firms/list-firm-members.server";
import { requireFirmAdmin } from "~/modules/firms/require-firm-admin.server";
import type { Route } from "./+types/members";

export const meta: Route.MetaFunction = () =>
  pageMeta("Firm Members", "Invite lawyers to the firm, name administrators, remove members.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const admin = await requireFirmAdmin(db, user.id);
  const { members, invitations } = await listFirmMembers(db, admin.firmId);
  return data(
    {
      members: members.map((member) => ({ ...member, isYou: member.uid === user.id })),
      invitations,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const admin = await requireFirmAdmin(context.services.database.db, user.id);
  const form = await parseIntentSubmission(request, FIRM_MEMBERS_FORMS);
  if (!form.ok) return form.response;
  const answer = (result: Parameters<typeof replyToFirmAction>[0]) =>
    replyToFirmAction(result, form.intent);
  switch (form.intent) {
    case "invite":
      return answer(await inviteToFirm(context, request, admin, form.value.email));
    case "resend":
      return answer(await resendFirmInvitation(context, request, admin, form.value.invitationId));
    case "cancel":
      return answer(await cancelFirmInvitation(context, request, admin, form.value.invitationId));
    case "remove":
      return answer(await removeFirmMember(context, request, admin, form.value.memberId));
    case "make-admin":
      return answer(await setFirmMemberRole(context, request, admin, form.value.memberId, "admin"));
    case "make-member": {
      const result = await setFirmMemberRole(
        context,
        request,
        admin,
        form.value.memberId,
        "member",
      );
      // Stepping down: this page is for administrators, so the firm's home answers.
      if (result.ok && form.value.memberId === admin.memberId) throw redirect("/firm");
      return answer(result);
    }
  }
}

export default function FirmMembersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invitations } = loaderData;
  // The row buttons' answers show above the tables they changed.
  const rowReply = actionData?.intent && actionData.intent !== "invite" ? actionData : undefined;
  return (
    <div className="grid gap-8">
      <SettingsSection title="Invite a lawyer" id="invite-heading">
        <InviteForm reply={replyFor(actionData, "invite")} />
      </SettingsSection>
      <SettingsSection title={`Members (${members.length})`} id="members-heading">
        <div className="grid gap-4">
          <FormReplyAlert reply={rowReply} />
          <FirmMembersTable members={members} />
        </div>
      </SettingsSection>
      <SettingsSection title="Invitations waiting" id="waiting-heading">
        {invitations.length > 0 ? (
          <FirmInvitationsTable invitations={invitations} />
        ) : (
          <p className="text-slate-700">No invitation is waiting.</p>
        )}
      </SettingsSection>
    </div>
  );
}
