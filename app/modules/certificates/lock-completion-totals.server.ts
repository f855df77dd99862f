import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { completionTotals } from "~/db/schema/certificates";

/**
 * Locks the completions report's totals (docs/decisions/0082) that a new
 * version of a certificate moves between: its course and state in the old
 * completion month and in the new one, in key order, before the statements
 * whose triggers write them. A re-issue writes the old month's total with the
 * old version's update and the new month's with the new version's insert;
 * without this, two re-issues crossing the same two months the other way
 * round would each hold one and wait for the other (a deadlock). A month with
 * no total yet has nothing to lock: its row is made by the insert.
 */
export async function lockCompletionTotals(
  tx: Database,
  certificate: { courseId: string; stateSlug: string },
  /** ISO days: the old version's completion and the new one's. */
  completedOn: readonly [string, string],
): Promise<void> {
  const months = [...new Set(completedOn.map((day) => day.slice(0, 7)))];
  await tx
    .select({ month: completionTotals.month })
    .from(completionTotals)
    .where(
      and(
        eq(completionTotals.courseId, certificate.courseId),
        eq(completionTotals.stateSlug, certificate.stateSlug),
        inArray(completionTotals.month, months),
      ),
    )
    .orderBy(completionTotals.month)
    .for("update");
}
