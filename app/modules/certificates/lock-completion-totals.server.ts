import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { completionTotals } from "~/db/schema/certificates";

/** A completions report's total: a course's completions in a state in a month ("2026-11"). */
export type CompletionTotalKey = { courseId: string; stateSlug: string; month: string };

/**
 * Locks the completions report's totals (docs/decisions/0082) that a new
 * version of a certificate moves between: its course and state in the old
 * completion month and in the new one, before the statements whose triggers
 * write them. A re-issue writes the old month's total with the old version's
 * update and the new month's with the new version's insert; without this, two
 * re-issues crossing the same two months the other way round would each hold
 * one and wait for the other (a deadlock). A month with no total yet has
 * nothing to lock: its row is made by the insert.
 */
export async function lockCompletionTotals(
  tx: Database,
  certificate: { courseId: string; stateSlug: string },
  /** ISO days: the old version's completion and the new one's. */
  completedOn: readonly [string, string],
): Promise<void> {
  await lockCompletionTotalsOf(
    tx,
    completedOn.map((day) => ({ ...certificate, month: day.slice(0, 7) })),
  );
}

/**
 * Locks the totals named (those that exist), in the table's key order (month,
 * state, course), in the database's own ordering of the key: every writer
 * that writes more than one total locks them here first (a re-issue, a batch
 * of re-issues, an issuance in several states), so none waits for one while
 * holding a later one.
 */
export async function lockCompletionTotalsOf(
  tx: Database,
  keys: readonly CompletionTotalKey[],
): Promise<void> {
  const distinct = new Map<string, [string, string, string]>();
  for (const { month, stateSlug, courseId } of keys) {
    distinct.set(`${month} ${stateSlug} ${courseId}`, [month, stateSlug, courseId]);
  }
  if (distinct.size === 0) return;
  const t = completionTotals;
  await tx
    .select({ month: t.month })
    .from(t)
    .where(
      sql`(${t.month}, ${t.stateSlug}, ${t.courseId}) in (
        select k->>0, k->>1, k->>2 from json_array_elements(${JSON.stringify([...distinct.values()])}::json) k)`,
    )
    .orderBy(t.month, t.stateSlug, t.courseId)
    .for("update");
}
