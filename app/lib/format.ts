import type { CreditType } from "~/content/credit-categories";
import { CREDIT_TYPE_LABELS, categoryHours } from "~/content/credit-categories";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import type { CreditCategory } from "~/content/state-rules/types";
import { formatHours, formatHoursText, toHundredths } from "./hours";
import { type Day, monthName, parseDay, requireDay } from "./iso-dates";
import { zonedTimeToUtc } from "./time";

// Prices are whole cents everywhere; these are the only places they become text.

/** "$149", "$12.50", "Free": a price as the pages show it. */
export function formatPrice(cents: number): string {
  return cents === 0 ? "Free" : `$${formatDollars(cents)}`;
}

/** "149", "12.50": dollars without the sign, as a link to checkout carries them. */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}

/** "149.00": a price as schema.org's Offer gives it, always with cents. */
export function formatOfferPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "1.0 General, 0.5 Technology" */
export function formatCredits(
  credits: readonly { creditType: CreditType; hours: number }[],
): string {
  return credits
    .map((credit) => `${formatHours(credit.hours)} ${CREDIT_TYPE_LABELS[credit.creditType]}`)
    .join(", ");
}

/** "1.0 General, 1.0 Cybersecurity": credits in a state's own categories and names. */
export function formatCategoryCredits(
  credits: Partial<Record<CreditCategory, number>>,
  stateSlug?: string,
): string {
  return categoryHours(credits, stateSlug)
    .map(({ label, hours }) => `${formatHours(hours)} ${label}`)
    .join(", ");
}

/** "2.0", "1.25": a course's credit hours, all types together (added in hundredths). */
export function formatTotalCredits(credits: readonly { hours: number }[]): string {
  return formatHoursText(credits.reduce((sum, credit) => sum + toHundredths(credit.hours), 0));
}

// Formatters are made once, on first use: building an Intl formatter costs far
// more than using one, and the first one with a time zone loads the zone data,
// which at start-up would lengthen the browser's first long task for pages
// that show no date at all.
function lazyFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, { timeZone: SCHEDULE_TIME_ZONE, ...options });
    return format;
  };
}
const numericDate = lazyFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });
const monthDayYear = lazyFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
const longDate = lazyFormat("en-US", { dateStyle: "long" });
const sessionDateTime = lazyFormat("en-US", { dateStyle: "full", timeStyle: "short" });
const zoneName = lazyFormat("en-US", { timeZoneName: "short" });
const isoDay = lazyFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

/** Today in the schedule's time zone, as an ISO day: the day periods and deadlines are judged on. */
export function scheduleToday(now: Date = new Date()): string {
  return isoDay().format(now);
}

/** The instant today began in the schedule's time zone: where "today" starts on staff pages. */
export function scheduleDayStart(now: Date = new Date()): Date {
  return zonedTimeToUtc(
    { ...requireDay(scheduleToday(now), "today"), hour: 0, minute: 0 },
    SCHEDULE_TIME_ZONE,
  );
}

// Every date shown carries its year: a session or record may well fall in
// another year than the reader's, and a date without one leaves them guessing.

/** "05/03/2027": the splash page's live dates (spec §2's 05/03), a record's date in a list. */
export function formatRecordDate(date: Date): string {
  return numericDate().format(date);
}

/** "May 2nd, 2027", as the spec names the live webcast's day (with its year). */
export function formatOrdinalDay(date: Date): string {
  const parts = monthDayYear().formatToParts(date);
  const month = parts.find((part) => part.type === "month")?.value ?? "";
  const day = Number(parts.find((part) => part.type === "day")?.value);
  const year = parts.find((part) => part.type === "year")?.value ?? "";
  const suffix =
    day % 10 === 1 && day !== 11
      ? "st"
      : day % 10 === 2 && day !== 12
        ? "nd"
        : day % 10 === 3 && day !== 13
          ? "rd"
          : "th";
  return `${month} ${day}${suffix}, ${year}`;
}

/**
 * "November 23, 2026": the one long date. A moment is read in the schedule's
 * time zone; a calendar day (ISO `YYYY-MM-DD`, or a Day) is that day wherever
 * it is read. Text that is not a day comes back as it is.
 */
export function formatLongDate(date: Date | string | Day): string {
  if (date instanceof Date) return longDate().format(date);
  const day = typeof date === "string" ? parseDay(date.slice(0, 10)) : date;
  if (!day) return String(date);
  return `${monthName(day.month)} ${day.day}, ${day.year}`;
}

/** "Sunday, May 2, 2027, 1:00 PM EDT" */
export function formatSessionDateTime(date: Date): string {
  return `${sessionDateTime().format(date)} ${timeZoneAbbreviation(date)}`;
}

function timeZoneAbbreviation(date: Date): string {
  return (
    zoneName()
      .formatToParts(date)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "3:42 PM EST on December 4, 2026": a moment in the reader's time zone (an
 * IANA name, checked by the caller), its zone named so the time is never
 * ambiguous.
 */
export function formatMoment(date: Date, timeZone: string): string {
  let format = momentFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    momentFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? "";
  return `${value("hour")}:${value("minute")} ${value("dayPeriod")} ${value("timeZoneName")} on ${value("month")} ${value("day")}, ${value("year")}`;
}

export const FORMAT_LABELS = { live_webcast: "Live Webcast", on_demand: "On-Demand" } as const;

/** "1:05", "1:02:03" */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** "under an hour", "5 hours", "1 day", "12 days": how long something has waited. */
export function formatAge(since: Date, now: Date = new Date()): string {
  const hours = Math.floor((now.getTime() - since.getTime()) / 3_600_000);
  if (hours < 1) return "under an hour";
  if (hours < 48) return hours === 1 ? "1 hour" : `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}
