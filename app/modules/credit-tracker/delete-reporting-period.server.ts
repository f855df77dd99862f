import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { reportingPeriods } from "~/db/schema/compliance";

/** Deletes one of the attorney's own periods (its reminders go with it). */
export async function deleteReportingPeriod(
  db: Database,
  uid: string,
  periodId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(reportingPeriods)
    .where(and(eq(reportingPeriods.id, periodId), eq(reportingPeriods.uid, uid)))
    .returning({ id: reportingPeriods.id });
  return deleted.length > 0;
}
