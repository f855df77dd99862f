import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmInvitations, firms } from "~/db/schema/firms";
import { formatLongDate } from "~/lib/format";
import type { SessionUser } from "~/modules/auth/session-user";
import { FIRM_ACCOUNT_MESSAGES as M } from "./firm-account-messages";
import { getFirmMembership } from "./get-firm-membership.server";

export type FirmInvitation = {
  id: string;
  email: string;
  firmId: string;
  firmName: string;
  expiresAt: Date;
  status: string;
};

/**
 * Where an invitation stands for the person holding its link: whether they
 * can join now, must sign in first, or why it is refused (with the status the
 * page answers with). The plugin refuses the same cases with one message;
 * this tells the person which one it is.
 */
export type InvitationStanding =
  | { kind: "not-found" }
  | { kind: "refused"; invitation: FirmInvitation; message: string; status: number }
  | { kind: "sign-in"; invitation: FirmInvitation }
  | { kind: "verify-email"; invitation: FirmInvitation; message: string }
  | { kind: "can-join"; invitation: FirmInvitation };

export async function getFirmInvitation(
  db: Database,
  invitationId: string,
): Promise<FirmInvitation | null> {
  const [invitation] = await db
    .select({
      id: firmInvitations.id,
      email: firmInvitations.email,
      firmId: firms.id,
      firmName: firms.name,
      expiresAt: firmInvitations.expiresAt,
      status: firmInvitations.status,
    })
    .from(firmInvitations)
    .innerJoin(firms, eq(firms.id, firmInvitations.organizationId))
    .where(eq(firmInvitations.id, invitationId));
  return invitation ?? null;
}

export async function getInvitationStanding(
  db: Database,
  invitationId: string,
  user: SessionUser | null,
  now = new Date(),
): Promise<InvitationStanding> {
  const invitation = await getFirmInvitation(db, invitationId);
  if (!invitation) return { kind: "not-found" };
  const refused = (message: string, status: number): InvitationStanding => ({
    kind: "refused",
    invitation,
    message,
    status,
  });
  if (invitation.status === "accepted") return refused(M.invitationUsed, 410);
  if (invitation.status !== "pending") return refused(M.invitationWithdrawn, 410);
  if (invitation.expiresAt <= now)
    return refused(M.invitationExpired(formatLongDate(invitation.expiresAt)), 410);
  if (!user) return { kind: "sign-in", invitation };
  if (user.email.toLowerCase() !== invitation.email.toLowerCase())
    return refused(M.wrongAddress(invitation.email), 403);
  const membership = await getFirmMembership(db, user.id);
  if (membership)
    return refused(
      membership.firmId === invitation.firmId ? M.alreadyInThisFirm : M.alreadyInAFirm,
      409,
    );
  if (!user.emailVerified) return { kind: "verify-email", invitation, message: M.emailNotVerified };
  return { kind: "can-join", invitation };
}
