import { z } from "zod";
import { dayField, listPageField, listSearchField, oneLineText } from "~/lib/form-fields";
import { scheduleToday } from "~/lib/format";
import { REPORT_STATUS_FILTERS } from "./bar-report-fields";

// The queue's filters (a GET form) and the "Mark submitted" form.

export const reportFiltersSchema = z.object({
  q: listSearchField,
  status: z.enum(REPORT_STATUS_FILTERS).catch("open"),
  state: z
    .string()
    .regex(/^[a-z-]{2,40}$/)
    .optional()
    .catch(undefined),
  page: listPageField,
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
