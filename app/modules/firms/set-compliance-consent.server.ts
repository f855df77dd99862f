import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmMembers } from "~/db/schema/firms";
import { FIRM_ACCOUNT_MESSAGES as M } from "./firm-account-messages";
import type { FirmActionResult } from "./firm-action-result.server";

/**
 * A member gives or withdraws consent to share their compliance with the
 * firm's administrators; the time of the answer is kept with it.
 */
export async function setComplianceConsent(
  db: Database,
  uid: string,
  shares: boolean,
): Promise<FirmActionResult> {
  const updated = await db
    .update(firmMembers)
    .set({ sharesCompliance: shares, complianceConsentAt: new Date() })
    .where(eq(firmMembers.userId, uid))
    .returning({ id: firmMembers.id });
  if (updated.length === 0) return { ok: false, message: M.notAMember, status: 409 };
  return { ok: true, message: shares ? M.consentGiven : M.consentWithdrawn };
}
