import { formatLongDate } from "~/lib/format";
import { parseDay } from "~/lib/iso-dates";
import { BarChart } from "./bar-chart";

/** One bar: an ISO day and its value. */
export type DailyValue = { day: string; value: number };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 3": short enough for an axis. */
function shortDay(day: string): string {
  const parsed = parseDay(day);
  return parsed ? `${MONTHS[parsed.month - 1]} ${parsed.day}` : day;
}

const DAYS = { header: "Day", plural: "days", preposition: "on", byEach: "day by day" } as const;

/** A bar per day (the overview's registrations and revenue). */
export function DailyBarChart({
  title,
  data,
  format,
  valueHeader,
}: {
  title: string;
  data: readonly DailyValue[];
  format: (value: number) => string;
  valueHeader: string;
}) {
  return (
    <BarChart
      title={title}
      data={data.map((entry) => ({
        key: entry.day,
        short: shortDay(entry.day),
        long: formatLongDate(entry.day),
        value: entry.value,
      }))}
      format={format}
      valueHeader={valueHeader}
      period={DAYS}
    />
  );
}
