import { and, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffAuditLog } from "~/db/schema/staff";

/**
 * Shreds the details (`before`, `after`, `reason`) of the audit entries that
 * `which` selects and that still have them: the one change the database lets
 * through on the log (migration 0044, docs/decisions/0041). Who, what, which
 * record and when stay. `at` is when, never before the entry itself (a moved
 * clock in a test, a skewed one on a server). Returns how many were shredded;
 * an entry shredded meanwhile by another instance is not counted twice.
 */
export async function shredAuditEntries(db: Database, which: SQL, at: Date): Promise<number> {
  const rows = await db
    .update(staffAuditLog)
    .set({
      // SQL nulls, not JSON's: the database checks that a shredded entry has no details.
      before: sql`null`,
      after: sql`null`,
      reason: null,
      shreddedAt: sql`greatest(${staffAuditLog.at}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(isNull(staffAuditLog.shreddedAt), which))
    .returning({ id: staffAuditLog.id });
  return rows.length;
}
