import type { AppLoadContext } from "react-router";
import { staffIdentityConfirmations } from "~/db/schema/staff";
import { checkCurrentPassword } from "~/modules/auth/check-current-password.server";
import type { StaffMember } from "./require-staff.server";

/**
 * Checks the staff member's password (with the per-account attempt limit)
 * and, when right, counts this session as recently signed in.
 */
export async function confirmStaffIdentity(
  context: AppLoadContext,
  request: Request,
  staff: StaffMember,
  password: string,
  now = new Date(),
): Promise<"ok" | "wrong-password" | "rate-limited"> {
  const checked = await checkCurrentPassword(context, request, staff.user, password);
  if (checked !== "ok") return checked;
  await context.services.database.db
    .insert(staffIdentityConfirmations)
    .values({ sessionId: staff.session.id, confirmedAt: now })
    .onConflictDoUpdate({
      target: staffIdentityConfirmations.sessionId,
      set: { confirmedAt: now },
    });
  return "ok";
}
