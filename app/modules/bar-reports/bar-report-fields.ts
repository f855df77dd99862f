import type { ReportStatus } from "./bar-report-types";

// The report queue's status filter, as the page offers it without zod: the
// schema in bar-report-forms.ts builds on these.

export const REPORT_STATUS_FILTERS = [
  "open",
  "due",
  "overdue",
  "waiting",
  "submitted",
  "not-needed",
  "all",
] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];

export const REPORT_STATUS_FILTER_LABELS: Record<ReportStatusFilter, string> = {
  open: "To do (due, overdue, waiting)",
  due: "Due",
  overdue: "Overdue",
  waiting: "Waiting for approval",
  submitted: "Submitted",
  "not-needed": "No report needed",
  all: "All",
};

/** Which statuses a filter shows. */
export function statusesOf(filter: ReportStatusFilter): readonly ReportStatus[] | null {
  if (filter === "all") return null;
  if (filter === "open") return ["due", "overdue", "waiting"];
  return [filter];
}
