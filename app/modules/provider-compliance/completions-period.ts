import { monthIndex, monthName } from "~/lib/iso-dates";
import type { CompletionsFiltersAsked } from "./completions-report";

// The months a completions report covers, and their labels: what the page
// shows without zod (completions-report.ts reads the query string).

/** The longest span one report covers. */
export const COMPLETIONS_MAX_MONTHS = 60;
/** The span when none is asked for: this month and the eleven before. */
const DEFAULT_MONTHS = 12;

export type CompletionsFilters = {
  /** "YYYY-MM", inclusive. */
  from: string;
  to: string;
  state: string | null;
  course: string | null;
};

const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
const indexOf = (month: string) => monthIndex(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/**
 * The filters with their defaults: the last twelve months to `today`'s,
 * `from` no later than `to`, and at most five years between them.
 */
export function completionsFilters(
  asked: CompletionsFiltersAsked,
  today: string,
): CompletionsFilters {
  const to = asked.to ?? today.slice(0, 7);
  let from = asked.from ?? monthOf(indexOf(to) - (DEFAULT_MONTHS - 1));
  if (indexOf(from) > indexOf(to)) from = to;
  if (indexOf(to) - indexOf(from) >= COMPLETIONS_MAX_MONTHS) {
    from = monthOf(indexOf(to) - (COMPLETIONS_MAX_MONTHS - 1));
  }
  return { from, to, state: asked.state || null, course: asked.course || null };
}

/** Every month from `from` to `to`, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let index = indexOf(from); index <= indexOf(to); index += 1) months.push(monthOf(index));
  return months;
}

/** "November 2026" */
export function monthLabel(month: string): string {
  return `${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;
}

/** "Nov '26": short enough for a chart's axis, and not read as a day. */
export function shortMonthLabel(month: string): string {
  return `${monthName(Number(month.slice(5, 7))).slice(0, 3)} '${month.slice(2, 4)}`;
}
