import { type Column, DataTable } from "~/components/ui/data-table";
import { EVALUATION_SCALE } from "~/content/evaluation-items";

export type ItemResultView = {
  id: string;
  label: string;
  count: number;
  average: number | null;
  distribution: number[];
};

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** Each question's ratings as bars (drawn without script), then the same figures as a table. */
export function EvaluationResults({
  items,
  responses,
  completers,
  responseRate,
  idPrefix = "chart",
  tableLabel = "Ratings by question",
}: {
  items: readonly ItemResultView[];
  responses: number;
  completers: number;
  responseRate: number | null;
  /** Keeps the charts' ids apart where a page shows several courses' results. */
  idPrefix?: string;
  /** The table's name; distinct where a page shows several. */
  tableLabel?: string;
}) {
  const columns: Column<ItemResultView>[] = [
    { header: "Question", cell: (item) => item.label, rowHeader: true },
    { header: "Answers", cell: (item) => item.count, align: "right" },
    {
      header: "Average (1–5)",
      cell: (item) => (item.average === null ? "—" : item.average.toFixed(2)),
      align: "right",
    },
    ...EVALUATION_SCALE.map(
      (point, index): Column<ItemResultView> => ({
        header: `${point.value}: ${point.label}`,
        label: `Rated ${point.value}`,
        cell: (item) => item.distribution[index] ?? 0,
        align: "right",
      }),
    ),
  ];
  return (
    <div className="grid gap-6">
      <p className="text-lg">
        <strong>{responses}</strong> evaluation{responses === 1 ? "" : "s"} from{" "}
        <strong>{completers}</strong> attendee{completers === 1 ? "" : "s"} who completed the
        course: a response rate of{" "}
        <strong>{responseRate === null ? "—" : percent(responseRate)}</strong>.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {items.map((item) => {
          const highest = Math.max(1, ...item.distribution);
          return (
            <figure
              key={item.id}
              aria-labelledby={`${idPrefix}-${item.id}`}
              className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <figcaption id={`${idPrefix}-${item.id}`}>
                <span className="font-semibold">{item.label}</span>
                <span className="block text-slate-700 text-sm">
                  {item.count === 0
                    ? "No ratings yet."
                    : `Average ${item.average?.toFixed(2)} from ${item.count} rating${item.count === 1 ? "" : "s"}: ${item.distribution.map((count, index) => `${count} rated ${EVALUATION_SCALE[index]?.value}`).join(", ")}.`}
                </span>
              </figcaption>
              {/* The caption says it and the table gives the figures: the bars are for the eye. */}
              <div aria-hidden="true" className="mt-3 grid gap-1">
                {item.distribution.map((count, index) => (
                  <div
                    key={EVALUATION_SCALE[index]?.value ?? index}
                    className="grid grid-cols-[1.5rem_1fr_2.5rem] items-center gap-2 text-sm"
                  >
                    <span>{EVALUATION_SCALE[index]?.value}</span>
                    <span className="h-4 rounded bg-slate-100">
                      <span
                        className="block h-4 rounded bg-brand-700"
                        style={{ width: `${(count / highest) * 100}%` }}
                      />
                    </span>
                    <span className="text-right">{count}</span>
                  </div>
                ))}
              </div>
            </figure>
          );
        })}
      </div>
      <DataTable
        label={tableLabel}
        caption={tableLabel}
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        stackOnPhone
      />
    </div>
  );
}
