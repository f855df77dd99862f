import type { ReportDeadline } from "~/content/state-rules/provider-obligations";
import { formatLongDate } from "~/lib/format";
import { monthName, parseDay } from "~/lib/iso-dates";

// What one report to one state covers: a completed live session, or the
// on-demand completions of one course in a window (a calendar month; a
// half-year for a state that takes reports twice a year). Its key is also
// the address of the report not yet submitted: /staff/reports/{key}.

export type ReportSlot =
  | { stateSlug: string; scope: "live"; courseId: string; liveSessionId: string }
  | { stateSlug: string; scope: "on-demand"; courseId: string; period: string };

const SEPARATOR = "~";
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2]|H[12])$/;
const PART = /^[\w.-]{1,120}$/;

/** The slot's key: `illinois~live~{session}` or `georgia~on-demand~{course}~2026-11`. */
export function slotKey(slot: ReportSlot): string {
  return slot.scope === "live"
    ? [slot.stateSlug, "live", slot.liveSessionId].join(SEPARATOR)
    : [slot.stateSlug, "on-demand", slot.courseId, slot.period].join(SEPARATOR);
}

/** A key back into its slot (the course of a live slot is not in it: ""); null when it is none. */
export function parseSlotKey(key: string): ReportSlot | null {
  const parts = key.split(SEPARATOR);
  if (!parts.every((part) => PART.test(part))) return null;
  const [stateSlug, scope, id, period] = parts;
  if (!stateSlug || !id) return null;
  if (scope === "live" && parts.length === 3) {
    return { stateSlug, scope, courseId: "", liveSessionId: id };
  }
  if (scope === "on-demand" && parts.length === 4 && period && PERIOD.test(period)) {
    return { stateSlug, scope, courseId: id, period };
  }
  return null;
}

/** Whether an address's id names a slot (a report not yet submitted) rather than a stored report. */
export const isSlotKey = (id: string) => id.includes(SEPARATOR);

/** The window an on-demand completion falls in, for a state's deadline rule. */
export function completionPeriod(deadline: ReportDeadline, completedOn: string): string {
  const year = completedOn.slice(0, 4);
  const month = Number(completedOn.slice(5, 7));
  if (deadline.kind === "semiannual") return `${year}-H${month <= 6 ? 1 : 2}`;
  return completedOn.slice(0, 7);
}

/** A window's first and last day (ISO). */
export function periodDays(period: string): { first: string; last: string } {
  const [year, part] = period.split("-");
  if (part === "H1") return { first: `${year}-01-01`, last: `${year}-06-30` };
  if (part === "H2") return { first: `${year}-07-01`, last: `${year}-12-31` };
  const month = Number(part);
  const last = new Date(Date.UTC(Number(year), month, 0)).getUTCDate();
  return { first: `${year}-${part}-01`, last: `${year}-${part}-${String(last).padStart(2, "0")}` };
}

/** "November 2026", "January–June 2026". */
export function periodLabel(period: string): string {
  const [year, part] = period.split("-");
  if (part === "H1") return `January–June ${year}`;
  if (part === "H2") return `July–December ${year}`;
  return `${monthName(Number(part))} ${year}`;
}

/** What a report covers, in words: "Live session of May 2, 2026" or "On demand, November 2026". */
export function coverageLabel(report: {
  scope: "live" | "on-demand";
  heldOn: string;
  period: string | null;
}): string {
  if (report.scope === "live") {
    return `Live session of ${parseDay(report.heldOn) ? formatLongDate(report.heldOn) : report.heldOn}`;
  }
  return `On demand, ${report.period ? periodLabel(report.period) : report.heldOn}`;
}
