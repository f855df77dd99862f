import { addDays, formatDay, requireDay } from "~/lib/iso-dates";

/** The Monday of the week `today` (an ISO day) falls in: the weekly summary's week. Pure. */
export function weekOf(today: string): string {
  const day = requireDay(today, "today");
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return formatDay(addDays(day, -((weekday + 6) % 7)));
}
