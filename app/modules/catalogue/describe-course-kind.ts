import { formatPrice } from "~/lib/format";
import { formatHoursText, toHundredths } from "~/lib/hours";

/** What tells two courses apart at a glance: length, format, credits and price. */
export type CourseKindFacts = {
  format: "live_webcast" | "on_demand";
  durationMinutes: number | null;
  credits: readonly { hours: number }[];
  priceCents: number | null;
  memberPriceCents: number | null;
};

const HOUR_WORDS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight"];

function lengthWord(minutes: number | null): string | null {
  if (minutes === null || minutes <= 0) return null;
  const hours = minutes / 60;
  return Number.isInteger(hours) && HOUR_WORDS[hours]
    ? `${HOUR_WORDS[hours]}-hour`
    : `${minutes}-minute`;
}

/**
 * "a free one-hour live webcast for 1.0 credit", "a two-hour live webcast for
 * 2.0 credits at $149 for members ($299 regular)": a course in one phrase.
 */
export function describeCourseKind(course: CourseKindFacts): string {
  const hundredths = course.credits.reduce((sum, credit) => sum + toHundredths(credit.hours), 0);
  const credit = `${formatHoursText(hundredths)} ${hundredths === 100 ? "credit" : "credits"}`;
  const free = course.priceCents === 0;
  const noun = course.format === "live_webcast" ? "live webcast" : "on-demand course";
  const words = [free ? "free" : null, lengthWord(course.durationMinutes), noun]
    .filter(Boolean)
    .join(" ");
  const article = /^[aeiou]/.test(words) ? "an" : "a";
  const price =
    free || course.priceCents === null
      ? ""
      : course.memberPriceCents !== null && course.memberPriceCents < course.priceCents
        ? ` at ${formatPrice(course.memberPriceCents)} for members (${formatPrice(course.priceCents)} regular)`
        : ` at ${formatPrice(course.priceCents)}`;
  return `${article} ${words} for ${credit}${price}`;
}
