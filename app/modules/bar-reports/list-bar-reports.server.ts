import {
  type ObligationsBook,
  PROVIDER_OBLIGATIONS,
} from "~/content/state-rules/provider-obligations";
import type { Database } from "~/db/client.server";
import { scheduleToday } from "~/lib/format";
import { addDays, formatDay, requireDay } from "~/lib/iso-dates";
import { statusesOf } from "./bar-report-fields";
import type { ReportFilters } from "./bar-report-forms";
import type { QueueReport } from "./bar-report-types";
import { deriveBarReports } from "./derive-bar-reports";
import { loadBarReportInputs } from "./load-bar-report-inputs.server";

/**
 * The whole reporting queue as of `now` (the provider's day decides what is
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

/** What the overview shows: the overdue reports and those due within `days` days. */
export async function summariseDueReports(db: Database, days = 7, now = new Date()) {
  const today = scheduleToday(now);
  // Calendar days, not 24-hour steps: a week with a clock change is still seven days.
  const horizon = formatDay(addDays(requireDay(today, "today"), days));
  const open = (await listAllBarReports(db, now)).filter(
    (report) => report.status === "due" || report.status === "overdue",
  );
  return {
    overdue: open.filter((report) => report.status === "overdue"),
    dueSoon: open.filter(
      (report) =>
        report.status === "due" &&
        report.dueOn !== null &&
        report.dueOn >= today &&
        report.dueOn <= horizon,
    ),
  };
}
