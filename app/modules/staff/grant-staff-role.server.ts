import { and, eq, inArray, sql } from "drizzle-orm";
import type { StaffRole } from "~/content/staff-roles";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { staffRoleGrants } from "~/db/schema/staff";
import { recordStaffAction, type StaffActor } from "./record-staff-action.server";

export type RoleChange =
  | { ok: true; changed: boolean; userId: string }
  | { ok: false; reason: "no-account" | "unconfirmed" | "last-administrator" };

/**
 * Grants `role` to the account with this address. Only a confirmed account
 * can hold a role. Granting a role already held changes nothing and writes
 * no entry; a grant and its audit entry are one transaction.
 */
export async function grantStaffRole(
  db: Database,
  actor: StaffActor,
  email: string,
  role: StaffRole,
  reason: string | null = null,
): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id, verified: user.emailVerified })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
    if (!account) return { ok: false, reason: "no-account" };
    if (!account.verified) return { ok: false, reason: "unconfirmed" };
    const inserted = await tx
      .insert(staffRoleGrants)
      .values({ userId: account.id, role, grantedBy: actor.id })
      .onConflictDoNothing()
      .returning({ role: staffRoleGrants.role });
    if (inserted.length === 0) return { ok: true, changed: false, userId: account.id };
    await recordStaffAction(tx, actor, {
      action: "staff.grant",
      recordType: "account",
      recordId: account.id,
      before: null,
      after: { email: email.trim().toLowerCase(), role },
      reason,
    });
    return { ok: true, changed: true, userId: account.id };
  });
}

/**
 * Revokes `role` from the account with this address. The last administrator
 * cannot be revoked: one granted in the database stays while STAFF_EMAILS
 * names no confirmed account, so the console is never left without one.
 */
export async function revokeStaffRole(
  db: Database,
  actor: StaffActor,
  email: string,
  role: StaffRole,
  options: { staffEmails: readonly string[]; reason?: string | null },
): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
    if (!account) return { ok: false, reason: "no-account" };
    const bootstrap =
      role === "administrator" && options.staffEmails.length > 0
        ? await tx
            .select({ id: user.id })
            .from(user)
            .where(
              and(
                inArray(sql`lower(${user.email})`, [...options.staffEmails]),
                eq(user.emailVerified, true),
              ),
            )
        : [];
    if (role === "administrator" && bootstrap.length === 0) {
      // Locks the administrators' rows, so two revocations at once cannot both pass.
      const administrators = await tx
        .select({ userId: staffRoleGrants.userId })
        .from(staffRoleGrants)
        .where(eq(staffRoleGrants.role, "administrator"))
        .for("update");
      const others = administrators.filter((row) => row.userId !== account.id);
      if (others.length === 0 && administrators.length > 0) {
        return { ok: false, reason: "last-administrator" };
      }
    }
    const removed = await tx
      .delete(staffRoleGrants)
      .where(and(eq(staffRoleGrants.userId, account.id), eq(staffRoleGrants.role, role)))
      .returning({ grantedAt: staffRoleGrants.grantedAt });
    if (removed.length === 0) return { ok: true, changed: false, userId: account.id };
    await recordStaffAction(tx, actor, {
      action: "staff.revoke",
      recordType: "account",
      recordId: account.id,
      before: { email: email.trim().toLowerCase(), role, grantedAt: removed[0]?.grantedAt },
      after: null,
      reason: options.reason ?? null,
    });
    return { ok: true, changed: true, userId: account.id };
  });
}
