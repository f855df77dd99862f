import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useId } from "react";
import { type Column, DataTable } from "~/components/ui/data-table";

/** One bar: its key, its axis label, its label in sentences and the table, and its value. */
export type BarValue = { key: string; short: string; long: string; value: number };

const WIDTH = 720;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 64 };

/**
 * A bar per period (drawn server-side with visx, so it is there before any
 * script), with a caption that says what it shows and, for screen readers
 * and anyone who wants the figures, the same data as a table.
 */
export function BarChart({
  title,
  data,
  format,
  valueHeader,
  period,
}: {
  title: string;
  data: readonly BarValue[];
  format: (value: number) => string;
  valueHeader: string;
  /** The period each bar stands for: "day" reads "in 90 days; the most on …". */
  period: { header: string; plural: string; preposition: "on" | "in"; byEach: string };
}) {
  const id = useId();
  const total = data.reduce((sum, entry) => sum + entry.value, 0);
  const busiest = data.reduce<BarValue | null>(
    (best, entry) => (entry.value > (best?.value ?? 0) ? entry : best),
    null,
  );
  const summary = `${title}: ${format(total)} in ${data.length} ${period.plural}${
    busiest ? `; the most ${period.preposition} ${busiest.long}, ${format(busiest.value)}` : ""
  }.`;
  const x = scaleBand<string>({
    domain: data.map((entry) => entry.key),
    range: [0, WIDTH - MARGIN.left - MARGIN.right],
    padding: 0.2,
  });
  const highest = Math.max(1, ...data.map((entry) => entry.value));
  const lowest = Math.min(0, ...data.map((entry) => entry.value));
  const y = scaleLinear<number>({
    domain: [lowest, highest],
    range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0],
    nice: true,
  });
  const every = Math.max(1, Math.ceil(data.length / 6));
  const shortOf = new Map(data.map((entry) => [entry.key, entry.short]));
  const columns: Column<BarValue>[] = [
    { header: period.header, cell: (entry) => entry.long, rowHeader: true, nowrap: true },
    { header: valueHeader, cell: (entry) => format(entry.value), align: "right", nowrap: true },
  ];
  return (
    <figure
      aria-labelledby={`${id}-caption`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <figcaption id={`${id}-caption`}>
        <span className="font-semibold">{title}</span>
        <span className="block text-slate-700 text-sm">{summary}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        // The caption says what it shows and the table gives the figures: read once, not twice.
        aria-hidden="true"
        className="mt-3 h-auto max-w-full"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {data.map((entry) => {
            const top = y(Math.max(0, entry.value));
            const bottom = y(Math.min(0, entry.value));
            return (
              <Bar
                key={entry.key}
                x={x(entry.key) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={Math.max(0, bottom - top)}
                className={entry.value < 0 ? "fill-red-700" : "fill-brand-700"}
              />
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => format(Number(value))}
            stroke="#64748b"
            tickStroke="#64748b"
            tickLabelProps={{ fill: "#334155", fontSize: 11, textAnchor: "end", dx: -4, dy: 3 }}
          />
          <AxisBottom
            top={HEIGHT - MARGIN.top - MARGIN.bottom}
            scale={x}
            tickValues={data.filter((_, index) => index % every === 0).map((entry) => entry.key)}
            tickFormat={(key) => shortOf.get(String(key)) ?? String(key)}
            stroke="#64748b"
            tickStroke="#64748b"
            tickLabelProps={{ fill: "#334155", fontSize: 11, textAnchor: "middle" }}
          />
        </Group>
      </svg>
      <details className="mt-2">
        <summary className="cursor-pointer text-brand-700 text-sm underline">
          {title}: the figures as a table
        </summary>
        <div className="mt-2 max-h-80 overflow-y-auto">
          <DataTable
            label={`${title}, ${period.byEach}`}
            columns={columns}
            rows={[...data].reverse()}
            rowKey={(entry) => entry.key}
          />
        </div>
      </details>
    </figure>
  );
}
