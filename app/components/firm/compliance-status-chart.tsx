import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useId } from "react";
import { type Column, DataTable } from "~/components/ui/data-table";

/** One bar: a status, its label and how many members have it. */
export type StatusCount = { key: string; label: string; count: number };

const WIDTH = 640;
const ROW = 34;
const LABEL = 120;
const COUNT = 48;

const FILLS: Record<string, string> = {
  late: "fill-red-700",
  "at-risk": "fill-amber-600",
  "on-track": "fill-emerald-700",
  "not-tracked": "fill-slate-500",
  "not-shared": "fill-slate-400",
};

/**
 * The firm's position: members by status, as horizontal bars drawn on the
 * server (there before any script), with a caption that says it in a
 * sentence and the same figures as a table.
 */
export function ComplianceStatusChart({
  title,
  data,
}: {
  title: string;
  data: readonly StatusCount[];
}) {
  const id = useId();
  const total = data.reduce((sum, entry) => sum + entry.count, 0);
  const summary = `${total} ${total === 1 ? "member" : "members"}: ${data
    .map((entry) => `${entry.count} ${entry.label.toLowerCase()}`)
    .join(", ")}.`;
  const height = data.length * ROW;
  const y = scaleBand<string>({
    domain: data.map((entry) => entry.key),
    range: [0, height],
    padding: 0.25,
  });
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, ...data.map((entry) => entry.count))],
    range: [0, WIDTH - LABEL - COUNT],
  });
  const columns: Column<StatusCount>[] = [
    { header: "Status", cell: (entry) => entry.label, rowHeader: true },
    { header: "Members", cell: (entry) => entry.count, align: "right" },
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
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        // The caption says it and the table gives the figures: read once, not twice.
        aria-hidden="true"
        className="mt-3 h-auto max-w-full"
      >
        {data.map((entry) => {
          const top = y(entry.key) ?? 0;
          return (
            <Group key={entry.key} top={top}>
              <text x={0} y={y.bandwidth() / 2 + 4} fontSize={13} fill="#334155">
                {entry.label}
              </text>
              <Bar
                x={LABEL}
                y={0}
                width={Math.max(entry.count > 0 ? 2 : 0, x(entry.count))}
                height={y.bandwidth()}
                className={FILLS[entry.key] ?? "fill-brand-700"}
              />
              <text
                x={LABEL + x(entry.count) + 6}
                y={y.bandwidth() / 2 + 4}
                fontSize={13}
                fill="#0f172a"
              >
                {entry.count}
              </text>
            </Group>
          );
        })}
      </svg>
      <details className="mt-2">
        <summary className="cursor-pointer text-brand-700 text-sm underline">
          {title}: the figures as a table
        </summary>
        <div className="mt-2">
          <DataTable
            label={`${title}: the figures`}
            columns={columns}
            rows={data}
            rowKey={(entry) => entry.key}
          />
        </div>
      </details>
    </figure>
  );
}
