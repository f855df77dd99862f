import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bulkJobItems, bulkJobs } from "~/db/schema/bulk-jobs";
import { sendRefund } from "~/modules/payments/refund-order.server";
import { actOnBulkItem, type BulkDeps, type BulkItemOutcome } from "./act-on-bulk-item.server";

/**
 * Acts on pending bulk items, one transaction each: the item is taken with
 * its row locked (FOR UPDATE SKIP LOCKED, so another worker or instance
 * passes over it), acted on, and marked done or failed with the reason, all
 * committed together. An item whose action throws is marked failed and the
 * others go on; a process that stops mid-item leaves it pending (its action
 * rolled back), to be taken again. Returns how many items were taken.
 */
export async function processBulkItems(
  db: Database,
  deps: BulkDeps,
  options: { jobId?: string; limit: number; now?: () => Date },
): Promise<number> {
  let taken = 0;
  let woke = false;
  while (taken < options.limit) {
    const outcome = await db.transaction(async (tx) => {
      const [item] = await tx
        .select({
          jobId: bulkJobItems.jobId,
          itemId: bulkJobItems.itemId,
          kind: bulkJobs.kind,
          actor: bulkJobs.actor,
          options: bulkJobs.options,
        })
        .from(bulkJobItems)
        .innerJoin(bulkJobs, eq(bulkJobs.id, bulkJobItems.jobId))
        .where(
          and(
            eq(bulkJobItems.status, "pending"),
            options.jobId ? eq(bulkJobItems.jobId, options.jobId) : undefined,
          ),
        )
        .orderBy(asc(bulkJobs.createdAt), asc(bulkJobItems.jobId), asc(bulkJobItems.position))
        .limit(1)
        .for("update", { of: bulkJobItems, skipLocked: true });
      if (!item) return null;
      let result: BulkItemOutcome;
      try {
        // A savepoint: an action that throws leaves nothing half-written.
        result = await tx.transaction((inner) => actOnBulkItem(inner, deps, item, item.itemId));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        result = { ok: false, message: `an unexpected error (${reason.slice(0, 200)})` };
      }
      await tx
        .update(bulkJobItems)
        .set({
          status: result.ok ? "done" : "failed",
          message: result.ok ? null : result.message,
          finishedAt: options.now?.() ?? new Date(),
        })
        .where(and(eq(bulkJobItems.jobId, item.jobId), eq(bulkJobItems.itemId, item.itemId)));
      return { result, jobId: item.jobId, itemId: item.itemId };
    });
    if (!outcome) break;
    taken += 1;
    const { result } = outcome;
    if (result.ok) woke = true;
    if (result.ok && result.refundId) {
      // The reserved refund is owed now: asked of the provider outside the item's transaction
      // (the pending-refund job asks again should this process stop first).
      const sent = await sendRefund(db, deps, result.refundId);
      if (!sent.ok) {
        await db
          .update(bulkJobItems)
          .set({ status: "failed", message: `the payment provider refused: ${sent.message}` })
          .where(
            and(eq(bulkJobItems.jobId, outcome.jobId), eq(bulkJobItems.itemId, outcome.itemId)),
          );
      }
    }
  }
  // Mail queued by the actions goes out now rather than at the next delivery pass.
  if (woke) deps.mailer.wake();
  await finishBulkJobs(db, options.now?.() ?? new Date());
  return taken;
}

/** Marks finished every job with no pending item left (whichever worker did the last). */
export async function finishBulkJobs(db: Database, now: Date): Promise<void> {
  await db
    .update(bulkJobs)
    .set({ finishedAt: now })
    .where(
      and(
        isNull(bulkJobs.finishedAt),
        // Written out: Drizzle would leave the outer table's id unqualified here.
        sql`not exists (select 1 from bulk_job_items i where i.job_id = "bulk_jobs"."id" and i.status = 'pending')`,
      ),
    );
}
