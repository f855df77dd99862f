import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { firms } from "~/db/schema/firms";
import { formatLongDate } from "~/lib/format";
import type { Mailer } from "~/modules/email/mailer.server";
import { FirmInvitationEmail } from "~/modules/email/templates/firm-invitation";
import { invitationUrl } from "~/modules/firms/invitation-url";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { type InvitationRefusal, lockPendingInvitation } from "./lock-firm-invitation.server";
import { STAFF_FIRM_MESSAGES } from "./staff-firm-messages";

/**
 * Mails a firm's pending invitation again, the same link and the same words
 * as the first mail (from the firm's inviter), through the outbox in the same
 * transaction as its audit entry. An expired one is refused: staff extend it first.
 */
export async function resendFirmInvitation(
  db: Database,
  mailer: Mailer,
  actor: StaffActor,
  target: { firmId: string; invitationId: string; baseUrl: string },
  now = new Date(),
): Promise<{ ok: true; email: string } | InvitationRefusal> {
  const sent = await db.transaction(async (tx) => {
    const locked = await lockPendingInvitation(tx, target.firmId, target.invitationId);
    if (!locked.ok) return locked;
    const invitation = locked.row;
    if (invitation.expiresAt <= now)
      return { ok: false as const, status: 409 as const, message: STAFF_FIRM_MESSAGES.expired };
    const [[firm], [inviter]] = await Promise.all([
      tx.select({ name: firms.name }).from(firms).where(eq(firms.id, target.firmId)),
      tx.select({ name: user.name }).from(user).where(eq(user.id, invitation.inviterId)),
    ]);
    const firmName = firm?.name ?? "";
    const inviterName = inviter?.name ?? firmName;
    const emailId = await mailer.sendEmail(
      {
        to: invitation.email,
        subject: `${inviterName} invites you to join ${firmName}`,
        template: "firm-invitation",
        body: FirmInvitationEmail({
          inviterName,
          firmName,
          url: invitationUrl(target.baseUrl, invitation.id),
          expiresOn: formatLongDate(invitation.expiresAt),
        }),
      },
      tx,
    );
    await recordStaffAction(tx, actor, {
      action: "firm.invitation-resend",
      recordType: "firm",
      recordId: target.firmId,
      after: { invitationId: invitation.id, email: invitation.email, emailId },
    });
    return { ok: true as const, email: invitation.email };
  });
  if (sent.ok) mailer.wake();
  return sent;
}
