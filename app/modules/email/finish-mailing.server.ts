import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMailings } from "~/db/schema/mailings";

/**
 * Marks a staff message sent, with the time, once none of its copies waits in
 * the outbox (each was sent or given up). Called by the outbox after it wrote
 * a copy's outcome: of two workers finishing the last two copies at once, the
 * later check sees both outcomes, so the mark is never missed; the status
 * guard makes it happen once.
 */
export async function finishMailingIfDone(db: Database, mailingId: string): Promise<boolean> {
  const rows = await db
    .update(staffMailings)
    .set({ status: "sent", finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(staffMailings.id, mailingId),
        eq(staffMailings.status, "sending"),
        sql`not exists (select 1 from email_outbox o where o.mailing_id = ${mailingId} and o.status = 'pending')`,
      ),
    )
    .returning({ id: staffMailings.id });
  return rows.length > 0;
}
