import { and, eq, gte, lte, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { reportingPeriods } from "~/db/schema/compliance";

/** One of the attorney's periods in a state that shares a day with from–to (but `except`), if any. */
export async function findOverlappingPeriod(
  db: Database,
  uid: string,
  stateSlug: string,
  range: { from: string; to: string; except?: string | null },
): Promise<{ startsOn: string; endsOn: string } | null> {
  const [row] = await db
    .select({ startsOn: reportingPeriods.startsOn, endsOn: reportingPeriods.endsOn })
    .from(reportingPeriods)
    .where(
      and(
        eq(reportingPeriods.uid, uid),
        eq(reportingPeriods.stateSlug, stateSlug),
        lte(reportingPeriods.startsOn, range.to),
        gte(reportingPeriods.endsOn, range.from),
        range.except ? ne(reportingPeriods.id, range.except) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}
