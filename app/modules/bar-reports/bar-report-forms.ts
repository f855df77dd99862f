import { z } from "zod";
import { dayField, oneLineText } from "~/lib/form-fields";
import { scheduleToday } from "~/lib/format";
import type { ReportStatus } from "./bar-report-types";

// The queue's filters (a GET form) and the "Mark submitted" form.

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

export const reportFiltersSchema = z.object({
  status: z.enum(REPORT_STATUS_FILTERS).catch("open"),
  state: z
    .string()
    .regex(/^[a-z-]{2,40}$/)
    .optional()
    .catch(undefined),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const markSubmittedSchema = z.object({
  submittedOn: dayField("the date it was submitted", {
    latest: () => scheduleToday(),
    example: "2026-11-26",
  }),
  reference: oneLineText(
    "Enter the regulator's reference (a confirmation or receipt number).",
    120,
  ),
  note: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z
      .string()
      .max(1000, "Use at most 1000 characters.")
      .transform((value) => (value === "" ? null : value)),
  ),
  /** What the page showed: a report that changed since is refused. */
  contents: z.string().regex(/^[0-9a-f]{64}$/),
  sequence: z.coerce.number().int().min(1).max(100_000),
});
export type MarkSubmittedForm = z.infer<typeof markSubmittedSchema>;
