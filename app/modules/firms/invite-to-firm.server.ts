import { and, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { firmInvitations } from "~/db/schema/firms";
import { FIRM_ACCOUNT_MESSAGES as M } from "./firm-account-messages";
import { callFirmPlugin, type FirmActionResult, refuse } from "./firm-action-result.server";
import type { FirmMembership } from "./get-firm-membership.server";

/**
 * An administrator invites an address (as a member): the plugin stores the
 * invitation and our hook mails the link. Inviting an address again replaces
 * its waiting invitation (a new link, a new expiry).
 */
export async function inviteToFirm(
  context: AppLoadContext,
  request: Request,
  admin: FirmMembership,
  email: string,
): Promise<FirmActionResult> {
  const invited = await callFirmPlugin(() =>
    context.services.auth.api.createInvitation({
      body: { email, role: "member", organizationId: admin.firmId },
      headers: request.headers,
    }),
  );
  if (!invited.ok) return invited;
  return { ok: true, message: M.invited(email) };
}

/** Sends a waiting invitation again, with a new expiry (the plugin's resend). */
export async function resendFirmInvitation(
  context: AppLoadContext,
  request: Request,
  admin: FirmMembership,
  invitationId: string,
): Promise<FirmActionResult> {
  // An expired invitation may be sent again too: the plugin then issues a new one.
  const invitation = await findPendingInvitation(context, admin.firmId, invitationId, {
    expired: true,
  });
  if (!invitation) return refuse(M.invitationGone, 409);
  const resent = await callFirmPlugin(() =>
    context.services.auth.api.createInvitation({
      body: {
        email: invitation.email,
        role: "member",
        organizationId: admin.firmId,
        resend: true,
      },
      headers: request.headers,
    }),
  );
  if (!resent.ok) return resent;
  return { ok: true, message: M.resent(invitation.email) };
}

/** Withdraws a waiting invitation: its link no longer joins. */
export async function cancelFirmInvitation(
  context: AppLoadContext,
  request: Request,
  admin: FirmMembership,
  invitationId: string,
): Promise<FirmActionResult> {
  const invitation = await findPendingInvitation(context, admin.firmId, invitationId);
  if (!invitation) return refuse(M.invitationGone, 409);
  const canceled = await callFirmPlugin(() =>
    context.services.auth.api.cancelInvitation({
      body: { invitationId },
      headers: request.headers,
    }),
  );
  if (!canceled.ok) return canceled;
  return { ok: true, message: M.canceled(invitation.email) };
}

/** A waiting invitation of this firm (another firm's id is as good as none). */
async function findPendingInvitation(
  context: AppLoadContext,
  firmId: string,
  invitationId: string,
  options: { expired?: boolean } = {},
) {
  const [invitation] = await context.services.database.db
    .select({ email: firmInvitations.email })
    .from(firmInvitations)
    .where(
      and(
        eq(firmInvitations.id, invitationId),
        eq(firmInvitations.organizationId, firmId),
        eq(firmInvitations.status, "pending"),
        options.expired ? undefined : sql`${firmInvitations.expiresAt} > now()`,
      ),
    );
  return invitation ?? null;
}
