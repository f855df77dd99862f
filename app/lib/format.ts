import type { CreditType } from "~/content/credit-categories";
import { CREDIT_TYPE_LABELS, categoryHours } from "~/content/credit-categories";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import type { CreditCategory } from "~/content/state-rules/types";

export function formatPrice(cents: number): string {
  if (cents === 0) return "Free";
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

export function formatHours(hours: number): string {
  return hours.toFixed(1);
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

export function totalCredits(credits: readonly { hours: number }[]): number {
  return credits.reduce((sum, credit) => sum + credit.hours, 0);
}

/** "05/03", as the splash page lists live dates (spec §2). */
export function formatShortDate(date: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: SCHEDULE_TIME_ZONE,
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

/** "May 2nd", as the spec names the live webcast's day. */
export function formatOrdinalDay(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SCHEDULE_TIME_ZONE,
    month: "long",
    day: "numeric",
  }).formatToParts(date);
  const month = parts.find((part) => part.type === "month")?.value ?? "";
  const day = Number(parts.find((part) => part.type === "day")?.value);
  const suffix =
    day % 10 === 1 && day !== 11
      ? "st"
      : day % 10 === 2 && day !== 12
        ? "nd"
        : day % 10 === 3 && day !== 13
          ? "rd"
          : "th";
  return `${month} ${day}${suffix}`;
}

/** "November 23, 2026" (the schedule's time zone; an ISO date is read as that day). */
export function formatLongDate(date: Date | string): string {
  const day = typeof date === "string" ? new Date(`${date.slice(0, 10)}T12:00:00Z`) : date;
  return new Intl.DateTimeFormat("en-US", {
    timeZone: typeof date === "string" ? "UTC" : SCHEDULE_TIME_ZONE,
    dateStyle: "long",
  }).format(day);
}

/** "Sunday, May 2, 2027, 1:00 PM EDT" */
export function formatSessionDateTime(date: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: SCHEDULE_TIME_ZONE,
    dateStyle: "full",
    timeStyle: "short",
  })
    .format(date)
    .concat(` ${timeZoneAbbreviation(date)}`);
}

function timeZoneAbbreviation(date: Date): string {
  return (
    new Intl.DateTimeFormat("en-US", { timeZone: SCHEDULE_TIME_ZONE, timeZoneName: "short" })
      .formatToParts(date)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

export const FORMAT_LABELS = { live_webcast: "Live Webcast", on_demand: "On-Demand" } as const;
