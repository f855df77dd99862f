import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmMembers } from "~/db/schema/firms";
import { formatLongDate } from "~/lib/format";
import type { AuthHooks } from "~/modules/auth/auth.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { FirmInvitationEmail } from "~/modules/email/templates/firm-invitation";
import { FIRM_MESSAGES } from "./firm-messages";
import { invitationUrl } from "./invitation-url";

/** What firms do when better-auth's organization plugin invites or adds someone (wired in server/services.ts). */
export function firmHooks(
  db: Database,
  mailer: Mailer,
  baseUrl: string,
): Pick<AuthHooks, "firmInvitationCreated" | "beforeFirmJoin"> {
  return {
    async firmInvitationCreated(invitation) {
      await mailer.sendEmail({
        to: invitation.email,
        subject: `${invitation.inviterName} invites you to join ${invitation.firmName}`,
        template: "firm-invitation",
        body: FirmInvitationEmail({
          inviterName: invitation.inviterName,
          firmName: invitation.firmName,
          url: invitationUrl(baseUrl, invitation.invitationId),
          expiresOn: formatLongDate(invitation.expiresAt),
        }),
      });
    },
    // One firm at a time (the unique index on firm_members.user_id holds it too).
    async beforeFirmJoin({ uid, firmId }) {
      const [current] = await db
        .select({ firmId: firmMembers.organizationId })
        .from(firmMembers)
        .where(eq(firmMembers.userId, uid));
      if (current && current.firmId !== firmId)
        throw new APIError("BAD_REQUEST", {
          code: "ALREADY_IN_A_FIRM",
          message: FIRM_MESSAGES.alreadyInAFirm,
        });
    },
  };
}
