import { dayInState } from "~/content/state-time-zones";
import { scheduleToday } from "~/lib/format";
import { addDays, formatDay, requireDay } from "~/lib/iso-dates";

/**
 * What the tracker judges "today" by: an instant (read as the day it is in
 * each state, where that state's deadlines fall) or, in tests, one ISO day
 * for every state.
 */
export type TrackerClock = string | Date;

/** The ISO day the clock reads in a state. */
export function trackerDay(stateSlug: string, clock: TrackerClock): string {
  return typeof clock === "string" ? clock : dayInState(stateSlug, clock);
}

/**
 * The ISO days a reminder pass reads deadlines between: from the earliest
 * "today" of any state (none is more than a day behind the schedule's) to
 * `days` after the schedule's today.
 */
export function deadlineWindow(clock: TrackerClock, days: number): { from: string; to: string } {
  const latestDay = requireDay(typeof clock === "string" ? clock : scheduleToday(clock), "today");
  return {
    from: formatDay(addDays(latestDay, typeof clock === "string" ? 0 : -1)),
    to: formatDay(addDays(latestDay, days)),
  };
}
