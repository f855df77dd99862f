import { dayInState } from "~/content/state-time-zones";

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
