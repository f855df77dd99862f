// Calendar arithmetic on ISO `YYYY-MM-DD` days. Reporting periods are whole
// days in the attorney's state, so no time of day or time zone enters here.

export type Day = { year: number; month: number; day: number };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads an ISO day, or null if the text is not a real calendar day. */
export function parseDay(text: string | null | undefined): Day | null {
  const match = text ? ISO_DAY.exec(text) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Like `parseDay`, for inputs that must be valid (e.g. "today"). */
export function requireDay(text: string, name: string): Day {
  const day = parseDay(text);
  if (!day) throw new RangeError(`${name} must be an ISO date (YYYY-MM-DD), got "${text}"`);
  return day;
}

export function formatDay({ year, month, day }: Day): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A month counted from year 0, so months can be added with plain integers. */
export function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

function fromMonthIndex(index: number): { year: number; month: number } {
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

export function firstOfMonth(index: number): Day {
  return { ...fromMonthIndex(index), day: 1 };
}

export function lastOfMonth(index: number): Day {
  const { year, month } = fromMonthIndex(index);
  return { year, month, day: daysInMonth(year, month) };
}

/** The same day `months` later (or earlier), held to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(from: Day, months: number): Day {
  const { year, month } = fromMonthIndex(monthIndex(from.year, from.month) + months);
  return { year, month, day: Math.min(from.day, daysInMonth(year, month)) };
}

function toUtcMs({ year, month, day }: Day): number {
  return Date.UTC(year, month - 1, day);
}

const DAY_MS = 86_400_000;

export function addDays(from: Day, days: number): Day {
  const date = new Date(toUtcMs(from) + days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** ISO days compare correctly as text; this keeps the intent readable. */
export function compareDays(a: Day, b: Day): number {
  return formatDay(a) < formatDay(b) ? -1 : formatDay(a) > formatDay(b) ? 1 : 0;
}

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** "June 30" */
export function monthAndDay(month: number, day: number): string {
  return `${monthName(month)} ${day}`;
}
