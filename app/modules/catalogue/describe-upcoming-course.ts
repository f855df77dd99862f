import { formatCredits, formatPrice } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import type { CourseSummary } from "./list-courses.server";
import { membersPriceCents } from "./members-price";

/**
 * An upcoming card's optional details (spec §2): each appears only once the
 * catalogue sets it; none is set for the three courses in preparation. The
 * price shown is the members' rate where there is one.
 */
export function describeUpcomingCourse(course: CourseSummary) {
  const details = [
    course.level,
    course.durationMinutes ? `${formatHours(course.durationMinutes / 60)} hours` : null,
    course.credits.length > 0 ? `${formatCredits(course.credits)} credit` : null,
  ].filter((detail): detail is string => Boolean(detail));
  const price = membersPriceCents(course);
  return { details, price: price === null ? null : formatPrice(price) };
}
