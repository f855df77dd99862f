import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffRoleGrants } from "~/db/schema/staff";
import { grantStaffRole, revokeStaffRole } from "./grant-staff-role.server";
import type { StaffActor } from "./record-staff-action.server";

export type AdministratorRelease =
  | { ok: true; restore: () => Promise<void> }
  | { ok: false; reason: "last-administrator" };

/**
 * Before an administrator's account is deleted: gives up its administrator
 * grant under the same rule as a revocation in the console (the last
 * administrator stays, while STAFF_EMAILS names no confirmed account), so the
 * console is never left without one, also when two administrators delete
 * their accounts at once. `restore` puts the grant back if the deletion then
 * fails (audited
 * too). An account without the grant passes with nothing to do.
 */
export async function releaseAdministratorRole(
  db: Database,
  account: { id: string; email: string },
  options: { staffEmails: readonly string[]; ipAddress: string | null },
): Promise<AdministratorRelease> {
  const [grant] = await db
    .select({ role: staffRoleGrants.role })
    .from(staffRoleGrants)
    .where(and(eq(staffRoleGrants.userId, account.id), eq(staffRoleGrants.role, "administrator")));
  if (!grant) return { ok: true, restore: async () => {} };
  const actor: StaffActor = {
    id: account.id,
    email: account.email,
    roles: ["administrator"],
    ipAddress: options.ipAddress,
  };
  const revoked = await revokeStaffRole(db, actor, account.email, "administrator", {
    staffEmails: options.staffEmails,
    reason: "The account is being deleted by its holder.",
  });
  if (!revoked.ok) return { ok: false, reason: "last-administrator" };
  return {
    ok: true,
    restore: async () => {
      await grantStaffRole(
        db,
        actor,
        account.email,
        "administrator",
        "The account's deletion failed: the role is given back.",
      );
    },
  };
}
