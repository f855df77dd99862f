import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffAuditLog } from "~/db/schema/staff";

/**
 * Who last changed a record, from the audit log (null when no staff member
 * has): named when a save based on an older version is refused.
 */
export async function lastStaffEditor(
  db: Database,
  recordType: string,
  recordId: string,
): Promise<string | null> {
  const [last] = await db
    .select({ by: staffAuditLog.actorEmail })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.recordType, recordType), eq(staffAuditLog.recordId, recordId)))
    .orderBy(desc(staffAuditLog.id))
    .limit(1);
  return last?.by ?? null;
}
