import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { evaluations } from "~/db/schema/evaluations";

/**
 * Deletes the course evaluations whose retention ended (the day after
 * `keep_until`, the longest period of the attendee's states), whether or not
 * the account is still open: an evaluation is kept for the states, not for
 * the attendee. Returns how many went.
 */
export async function purgeExpiredEvaluations(tx: Database, today: string): Promise<number> {
  const rows = await tx
    .delete(evaluations)
    .where(sql`${evaluations.keepUntil} < ${today}::date`)
    .returning({ id: evaluations.id });
  return rows.length;
}
