import type { AppLoadContext } from "react-router";
import type { SessionUser } from "~/modules/auth/session-user";
import { FIRM_ACCOUNT_MESSAGES as M } from "./firm-account-messages";
import { callFirmPlugin, type FirmActionResult, refuse } from "./firm-action-result.server";
import { getInvitationStanding } from "./get-firm-invitation.server";
import { setComplianceConsent } from "./set-compliance-consent.server";

/**
 * The invited person joins the firm (the plugin checks the invitation is
 * waiting, unexpired, for their verified address, and marks it used), and
 * their answer to the consent question is kept with the membership.
 */
export async function acceptFirmInvitation(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  input: { invitationId: string; shares: boolean },
): Promise<FirmActionResult> {
  const db = context.services.database.db;
  const standing = await getInvitationStanding(db, input.invitationId, user);
  if (standing.kind === "not-found") return refuse(M.invitationNotFound, 404);
  if (standing.kind === "refused") return refuse(standing.message, standing.status);
  if (standing.kind === "verify-email") return refuse(standing.message, 403);
  if (standing.kind === "sign-in") return refuse(M.notAllowed, 401);
  const accepted = await callFirmPlugin(() =>
    context.services.auth.api.acceptInvitation({
      body: { invitationId: input.invitationId },
      headers: request.headers,
    }),
  );
  if (!accepted.ok) return accepted;
  await setComplianceConsent(db, user.id, input.shares);
  return { ok: true, message: M.joined(standing.invitation.firmName) };
}
