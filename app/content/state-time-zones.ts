import { SCHEDULE_TIME_ZONE } from "./site";

/**
 * The time zone in which each state's CLE dates are read (where most of its
 * attorneys are; the state bar's seat): the day a course was completed, as a
 * certificate for that state shows it and as that state's tracker counts it,
 * is the day it was there. Kept apart from `states.ts`, which the browser loads.
 */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  florida: "America/New_York",
  texas: "America/Chicago",
  virginia: "America/New_York",
  "new-york": "America/New_York",
  illinois: "America/Chicago",
  ohio: "America/New_York",
  "new-jersey": "America/New_York",
  georgia: "America/New_York",
  "north-carolina": "America/New_York",
  washington: "America/Los_Angeles",
  missouri: "America/Chicago",
  colorado: "America/Denver",
  wisconsin: "America/Chicago",
};

export function stateTimeZone(slug: string): string {
  return STATE_TIME_ZONES[slug] ?? SCHEDULE_TIME_ZONE;
}

// One formatter per zone, made once (making one costs far more than using it).
const isoDays = new Map<string, Intl.DateTimeFormat>();

/** The ISO day (YYYY-MM-DD) of an instant in a state's time zone. */
export function dayInState(slug: string, instant: Date): string {
  const timeZone = stateTimeZone(slug);
  let formatter = isoDays.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    isoDays.set(timeZone, formatter);
  }
  return formatter.format(instant);
}
