import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmInvitations } from "~/db/schema/firms";
import { FIRM_INVITATION_EXPIRES_DAYS } from "~/modules/auth/auth-constants";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { type InvitationRefusal, lockPendingInvitation } from "./lock-firm-invitation.server";

const DAY_MS = 86_400_000;

/**
 * Gives a firm's pending invitation (expired or not) a new expiry,
 * FIRM_INVITATION_EXPIRES_DAYS from now: the same link works again until
 * then. Audited in the same transaction.
 */
export async function extendFirmInvitation(
  db: Database,
  actor: StaffActor,
  target: { firmId: string; invitationId: string },
  now = new Date(),
): Promise<{ ok: true; expiresAt: Date } | InvitationRefusal> {
  return db.transaction(async (tx) => {
    const locked = await lockPendingInvitation(tx, target.firmId, target.invitationId);
    if (!locked.ok) return locked;
    const expiresAt = new Date(now.getTime() + FIRM_INVITATION_EXPIRES_DAYS * DAY_MS);
    await tx
      .update(firmInvitations)
      .set({ expiresAt })
      .where(eq(firmInvitations.id, target.invitationId));
    await recordStaffAction(tx, actor, {
      action: "firm.invitation-extend",
      recordType: "firm",
      recordId: target.firmId,
      before: { invitationId: target.invitationId, expiresAt: locked.row.expiresAt },
      after: { invitationId: target.invitationId, email: locked.row.email, expiresAt },
    });
    return { ok: true, expiresAt };
  });
}
