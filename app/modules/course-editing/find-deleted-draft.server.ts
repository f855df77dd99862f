import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffAuditLog } from "~/db/schema/staff";

/**
 * The title of a draft deleted in the last hour, from its audit entry: what
 * the course list says after the delete redirects there (`?deleted=<id>`).
 * A made-up link names nothing, so the list never says what did not happen.
 */
export async function findDeletedDraftTitle(
  db: Database,
  courseId: string,
  now = new Date(),
): Promise<string | null> {
  const [entry] = await db
    .select({ before: staffAuditLog.before })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.action, "course.delete"),
        eq(staffAuditLog.recordType, "course"),
        eq(staffAuditLog.recordId, courseId),
        gt(staffAuditLog.at, new Date(now.getTime() - 60 * 60_000)),
      ),
    )
    .orderBy(desc(staffAuditLog.id))
    .limit(1);
  const before = entry?.before;
  const title =
    before !== null && typeof before === "object" && "title" in before ? before.title : null;
  return typeof title === "string" ? title : null;
}
