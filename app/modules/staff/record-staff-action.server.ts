import type { StaffRole } from "~/content/staff-roles";
import type { Database } from "~/db/client.server";
import { staffAuditLog } from "~/db/schema/staff";

/** Who did it: a staff member in the console, or a command run from a shell. */
export type StaffActor = {
  id: string | null;
  email: string;
  roles: readonly StaffRole[];
  ipAddress: string | null;
};

export type StaffAction = {
  action: string;
  recordType: string;
  recordId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * Appends one entry to the audit log and returns its id (an "Undo" names the
 * entry it undoes). Call it with the transaction that makes the change, so
 * the change and its entry are kept or lost together.
 */
export async function recordStaffAction(
  db: Pick<Database, "insert">,
  actor: StaffActor,
  entry: StaffAction,
): Promise<number> {
  const [row] = await db
    .insert(staffAuditLog)
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      actorRoles: [...actor.roles],
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      ipAddress: actor.ipAddress,
    })
    .returning({ id: staffAuditLog.id });
  return row?.id ?? 0;
}
