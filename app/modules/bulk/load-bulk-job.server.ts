import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bulkJobItems, bulkJobs } from "~/db/schema/bulk-jobs";

/** The most failures the job page lists (each with its reason and link). */
const FAILURES_SHOWN = 200;

/** A bulk job for its page: what it is, its progress, and each failure with its reason. */
export async function loadBulkJob(db: Database, jobId: string) {
  const [job] = await db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId));
  if (!job) return null;
  const [counts, failures] = await Promise.all([
    db
      .select({ status: bulkJobItems.status, items: count() })
      .from(bulkJobItems)
      .where(eq(bulkJobItems.jobId, jobId))
      .groupBy(bulkJobItems.status),
    db
      .select({
        itemId: bulkJobItems.itemId,
        label: bulkJobItems.label,
        message: bulkJobItems.message,
      })
      .from(bulkJobItems)
      .where(and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.status, "failed")))
      .orderBy(asc(bulkJobItems.position))
      .limit(FAILURES_SHOWN),
  ]);
  const of = (status: string) => counts.find((row) => row.status === status)?.items ?? 0;
  const pending = of("pending");
  const done = of("done");
  const failed = of("failed");
  return {
    id: job.id,
    kind: job.kind,
    actorEmail: job.actor.email,
    createdAt: job.createdAt,
    finished: pending === 0,
    total: pending + done + failed,
    done,
    failed,
    failures: failures.map((failure) => ({ ...failure, message: failure.message ?? "" })),
  };
}
