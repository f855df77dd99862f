import {
  type ObligationsBook,
  PROVIDER_OBLIGATIONS,
} from "~/content/state-rules/provider-obligations";
import type { Database } from "~/db/client.server";
import { scheduleToday } from "~/lib/format";
import { statusesOf } from "./bar-report-fields";
import type { ReportFilters } from "./bar-report-forms";
import type { QueueReport } from "./bar-report-types";
import { deriveBarReports } from "./derive-bar-reports";
import { loadBarReportInputs } from "./load-bar-report-inputs.server";

/**
 * The whole reporting queue as of `now`, derived in memory from every
 * record: what the stored queue (list-bar-report-queue.server.ts) must say,
 * and the reference its tests compare it with; no page reads it. (the provider's day decides what is
 * overdue), under the states' obligations (`obligations`: the data; a test
 * passes the data with a rule change).
 */
export async function listAllBarReports(
  db: Database,
  now = new Date(),
  obligations: ObligationsBook = PROVIDER_OBLIGATIONS,
): Promise<QueueReport[]> {
  return deriveBarReports(await loadBarReportInputs(db, now, { obligations }), scheduleToday(now));
}

/**
 * The queue, filtered by status, state and course title, sorted by due date.
 * The queue is derived from the rules, not stored, so it is filtered here.
 */
export async function listBarReports(
  db: Database,
  filters: Pick<ReportFilters, "status" | "state"> & { q?: string | undefined },
  now = new Date(),
): Promise<QueueReport[]> {
  const statuses = statusesOf(filters.status);
  const q = filters.q?.toLowerCase();
  return (await listAllBarReports(db, now)).filter(
    (report) =>
      (statuses === null || statuses.includes(report.status)) &&
      (!filters.state || report.stateSlug === filters.state) &&
      (!q || report.courseTitle.toLowerCase().includes(q)),
  );
}
