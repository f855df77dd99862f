import type { Database } from "~/db/client.server";
import type { BulkJobKind } from "~/db/schema/bulk-jobs";
import type { BulkItem } from "~/lib/bulk-choice";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import type { BulkDeps } from "./act-on-bulk-item.server";
import { BULK_INLINE_ITEMS } from "./bulk-kinds";
import { createBulkJob } from "./create-bulk-job.server";
import { processBulkItems } from "./process-bulk-items.server";

/**
 * Records a bulk action and, when it is small, does it before answering, so
 * its page opens on the summary; a larger one is left to the worker
 * (server/background-jobs.ts) and its page shows the progress.
 */
export async function startBulkJob(
  db: Database,
  deps: BulkDeps,
  job: {
    kind: BulkJobKind;
    actor: StaffActor;
    filter: Record<string, string> | null;
    options?: Record<string, string>;
    items: readonly BulkItem[];
  },
): Promise<string> {
  const id = await createBulkJob(db, job);
  if (job.items.length <= BULK_INLINE_ITEMS) {
    await processBulkItems(db, deps, { jobId: id, limit: BULK_INLINE_ITEMS });
  }
  return id;
}
