import { eq } from "drizzle-orm";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "~/content/staff-roles";
import type { Database } from "~/db/client.server";
import { staffRoleGrants } from "~/db/schema/staff";
import type { SessionUser } from "~/modules/auth/session-user";

/**
 * The roles a person holds: those granted in the database, and administrator
 * when their confirmed address is named in STAFF_EMAILS (the bootstrap).
 * An unconfirmed address holds none: staff must prove their mailbox.
 */
export async function readStaffRoles(
  db: Database,
  user: SessionUser,
  staffEmails: readonly string[],
): Promise<StaffRole[]> {
  if (!user.emailVerified) return [];
  const granted = await db
    .select({ role: staffRoleGrants.role })
    .from(staffRoleGrants)
    .where(eq(staffRoleGrants.userId, user.id));
  const roles = new Set(granted.map((row) => row.role).filter(isStaffRole));
  if (staffEmails.includes(user.email.toLowerCase())) roles.add("administrator");
  return STAFF_ROLES.filter((role) => roles.has(role));
}
