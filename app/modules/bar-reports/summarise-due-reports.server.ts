import { and, eq, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { barReportQueue } from "~/db/schema/bar-report-queue";
import { scheduleToday } from "~/lib/format";
import { addDays, formatDay, requireDay } from "~/lib/iso-dates";
import { keysetOrder } from "~/modules/staff-lists/keyset-page.server";
import { QUEUE_COLUMNS, REPORT_QUEUE_KEYSET, shownRow } from "./list-bar-report-queue.server";
import { refreshBarReportQueue } from "./refresh-bar-report-queue.server";

/** The most reports the overview lists; the reports page has every one. */
export const DUE_REPORTS_LISTED = 50;

/**
 * The stored queue's reports due by `horizon` (ISO day), overdue ones
 * included, in the queue's order (so the overdue come first): through the
 * status index, a row more than is listed, to know whether there are more.
 */
export function dueReportsQuery(db: Database, horizon: string) {
  return db
    .select(QUEUE_COLUMNS)
    .from(barReportQueue)
    .where(and(eq(barReportQueue.status, "due"), lte(barReportQueue.dueKey, horizon)))
    .orderBy(...keysetOrder(REPORT_QUEUE_KEYSET, null))
    .limit(DUE_REPORTS_LISTED + 1);
}

/**
 * What the overview shows: the overdue reports and those due within `days`
 * days, from the stored queue (its stale courses derived again first).
 */
export async function summariseDueReports(db: Database, days = 7, now = new Date()) {
  await refreshBarReportQueue(db, now);
  const today = scheduleToday(now);
  // Calendar days, not 24-hour steps: a week with a clock change is still seven days.
  const horizon = formatDay(addDays(requireDay(today, "today"), days));
  const found = await dueReportsQuery(db, horizon);
  const rows = found.slice(0, DUE_REPORTS_LISTED).map((row) => shownRow(row, today));
  return {
    overdue: rows.filter((row) => row.status === "overdue"),
    dueSoon: rows.filter((row) => row.status === "due"),
    more: found.length > DUE_REPORTS_LISTED,
  };
}
