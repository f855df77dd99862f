/**
 * The UTC instant of a wall-clock time in an IANA time zone (e.g. 1:00 PM in
 * America/New_York), using only Intl, so daylight saving is handled.
 */
export function zonedTimeToUtc(
  parts: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const guess = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  // The zone's offset at the guessed instant; a second pass settles DST edges.
  let result = guess - zoneOffsetMs(new Date(guess), timeZone);
  result = guess - zoneOffsetMs(new Date(result), timeZone);
  return new Date(result);
}

// Building an Intl formatter costs far more than using one: one per zone, kept.
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const years = new Map<string, Intl.DateTimeFormat>();

function formatterFor(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    cache.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, field by field. */
function wallClock(instant: Date, timeZone: string) {
  const fields = formatterFor(wallClocks, timeZone, {
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) =>
    fields.find((part) => part.type === type)?.value ?? "";
}

function zoneOffsetMs(instant: Date, timeZone: string): number {
  const field = wallClock(instant, timeZone);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(field(type));
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** An instant as a zone's wall clock: the day ("2027-05-02") and time ("13:00") a form shows. */
export function utcToZonedParts(instant: Date, timeZone: string): { day: string; time: string } {
  const get = wallClock(instant, timeZone);
  return {
    day: `${get("year")}-${get("month")}-${get("day")}`,
    time: `${get("hour")}:${get("minute")}`,
  };
}

/** The next time a month/day/hour comes round in a zone, strictly after `now`. */
export function nextOccurrence(
  when: { month: number; day: number; hour: number; minute: number },
  timeZone: string,
  now: Date,
): Date {
  const year = Number(formatterFor(years, timeZone, { year: "numeric" }).format(now));
  const thisYear = zonedTimeToUtc({ year, ...when }, timeZone);
  return thisYear > now ? thisYear : zonedTimeToUtc({ year: year + 1, ...when }, timeZone);
}
