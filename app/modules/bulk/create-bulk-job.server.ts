import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { type BulkJobKind, bulkJobItems, bulkJobs } from "~/db/schema/bulk-jobs";
import type { BulkItem } from "~/lib/bulk-choice";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";

/**
 * Records a bulk action and its items, all pending, in one transaction; the
 * items are acted on afterwards (processBulkItems), each on its own.
 */
export async function createBulkJob(
  db: Database,
  job: {
    kind: BulkJobKind;
    actor: StaffActor;
    filter: Record<string, string> | null;
    options?: Record<string, string>;
    items: readonly BulkItem[];
  },
): Promise<string> {
  const id = randomUUID();
  // A record ticked twice (or on two pages) is one item.
  const items = [...new Map(job.items.map((item) => [item.id, item])).values()];
  await db.transaction(async (tx) => {
    await tx.insert(bulkJobs).values({
      id,
      kind: job.kind,
      actor: { ...job.actor, roles: [...job.actor.roles] },
      filter: job.filter,
      options: job.options ?? {},
    });
    // In slices: one statement's parameters are limited.
    for (let start = 0; start < items.length; start += 1000) {
      await tx.insert(bulkJobItems).values(
        items.slice(start, start + 1000).map((item, index) => ({
          jobId: id,
          itemId: item.id,
          label: item.label,
          position: start + index,
        })),
      );
    }
  });
  return id;
}
