import type { ReportDeadline } from "~/content/state-rules/provider-obligations";
import { addDays, formatDay, lastOfMonth, monthIndex, requireDay } from "~/lib/iso-dates";

/**
 * The day a report of a completion on `completedOn` (ISO) is due under a
 * state's deadline rule; null when the state takes no report.
 */
export function reportDueDate(deadline: ReportDeadline, completedOn: string): string | null {
  const completed = requireDay(completedOn, "completedOn");
  switch (deadline.kind) {
    case "none":
      return null;
    case "end-of-following-month":
      return formatDay(lastOfMonth(monthIndex(completed.year, completed.month) + 1));
    case "days-after":
      return formatDay(addDays(completed, deadline.days));
    case "semiannual": {
      // The half-year the completion falls in ends on 30 June or 31 December;
      // its report is due on the first of the rule's days after that.
      const halfEnds = formatDay(
        lastOfMonth(monthIndex(completed.year, completed.month <= 6 ? 6 : 12)),
      );
      const candidates = [completed.year, completed.year + 1].flatMap((year) =>
        deadline.due.map(({ month, day }) => formatDay({ year, month, day })),
      );
      const due = candidates.sort().find((day) => day > halfEnds);
      if (!due) throw new RangeError("A semiannual deadline needs due days in the year");
      return due;
    }
  }
}

/**
 * The day a report of several completions is due: the earliest of their
 * deadlines, so that no completion in it is reported late.
 */
export function earliestDueDate(
  deadline: ReportDeadline,
  completedOn: readonly string[],
): string | null {
  let earliest: string | null = null;
  for (const day of completedOn) {
    const due = reportDueDate(deadline, day);
    if (due !== null && (earliest === null || due < earliest)) earliest = due;
  }
  return earliest;
}
