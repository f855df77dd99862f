import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmSummaryOptOuts } from "~/db/schema/firm-compliance";

/** Whether a firm administrator gets the weekly summary (everyone does until they opt out). */
export async function getsWeeklySummary(db: Database, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: firmSummaryOptOuts.userId })
    .from(firmSummaryOptOuts)
    .where(eq(firmSummaryOptOuts.userId, uid));
  return row === undefined;
}

/** Opts a person in or out of the weekly summary (their own choice; idempotent). */
export async function setWeeklySummary(db: Database, uid: string, on: boolean): Promise<void> {
  if (on) await db.delete(firmSummaryOptOuts).where(eq(firmSummaryOptOuts.userId, uid));
  else await db.insert(firmSummaryOptOuts).values({ userId: uid }).onConflictDoNothing();
}
