import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bulkJobs } from "~/db/schema/bulk-jobs";

/**
 * Days a finished bulk job (with its items) is kept. Its summary is for the
 * staff member who ran it and anyone following up a failure; every item's
 * action has its own audit entry, kept for good, so the job itself is only a
 * working list of names (attorneys, senders) that need not outlive a quarter.
 */
export const BULK_JOB_RETENTION_DAYS = 90;

/**
 * Deletes the bulk jobs finished more than BULK_JOB_RETENTION_DAYS ago; their
 * items go with them (on delete cascade). An unfinished job stays: its worker
 * still has items to do. Returns how many jobs went.
 */
export async function purgeFinishedBulkJobs(
  tx: Pick<Database, "delete">,
  now: Date,
): Promise<number> {
  const rows = await tx
    .delete(bulkJobs)
    .where(
      sql`${bulkJobs.finishedAt} + make_interval(days => ${BULK_JOB_RETENTION_DAYS}::int) < ${now.toISOString()}::timestamptz`,
    )
    .returning({ id: bulkJobs.id });
  return rows.length;
}
