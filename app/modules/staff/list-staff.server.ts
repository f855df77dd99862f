import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "~/content/staff-roles";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { staffRoleGrants } from "~/db/schema/staff";

export type StaffListing = {
  userId: string;
  name: string;
  email: string;
  confirmed: boolean;
  /** Roles granted in the database. */
  granted: StaffRole[];
  /** Named in STAFF_EMAILS: an administrator whatever is granted. */
  bootstrap: boolean;
};

/**
 * The confirmed accounts STAFF_EMAILS names, in any case, by name: through
 * the index of lowered addresses (every inbox page lists its assignees).
 */
export function bootstrapAccountsQuery(db: Database, staffEmails: readonly string[]) {
  return (
    db
      .select({
        userId: user.id,
        name: user.name,
        email: user.email,
        confirmed: user.emailVerified,
      })
      .from(user)
      // An unconfirmed account named there holds no role (readStaffRoles).
      .where(
        and(inArray(sql`lower(${user.email})`, [...staffEmails]), eq(user.emailVerified, true)),
      )
      .orderBy(asc(user.name))
  );
}

/** Everyone who holds a role, granted here or through STAFF_EMAILS, by name. */
export async function listStaff(
  db: Database,
  staffEmails: readonly string[],
): Promise<StaffListing[]> {
  const grants = await db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      confirmed: user.emailVerified,
      role: staffRoleGrants.role,
    })
    .from(staffRoleGrants)
    .innerJoin(user, eq(user.id, staffRoleGrants.userId));
  const bootstrapAccounts =
    staffEmails.length === 0 ? [] : await bootstrapAccountsQuery(db, staffEmails);
  const people = new Map<string, StaffListing>();
  const entry = (row: { userId: string; name: string; email: string; confirmed: boolean }) => {
    let person = people.get(row.userId);
    if (!person) {
      person = { ...row, granted: [], bootstrap: false };
      people.set(row.userId, person);
    }
    return person;
  };
  for (const row of grants) {
    if (isStaffRole(row.role)) entry(row).granted.push(row.role);
  }
  for (const row of bootstrapAccounts) entry(row).bootstrap = true;
  for (const person of people.values()) {
    person.granted = STAFF_ROLES.filter((role) => person.granted.includes(role));
  }
  return [...people.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email),
  );
}
