import { type Column, DataTable } from "~/components/ui/data-table";

export type EvaluationRuleRow = {
  slug: string;
  name: string;
  duty: "required" | "offered" | "none";
  text: string;
  years: number | null;
  speakerSummary: boolean;
  confidence: string;
};

const DUTY = {
  required: "Required before the certificate",
  offered: "Offered to every attendee",
  none: "No rule found",
} as const;

/** What each state's rule in force asks of evaluations, from the rule data, with how sure it is. */
export function EvaluationStateRules({
  rows,
  defaultYears,
}: {
  rows: readonly EvaluationRuleRow[];
  defaultYears: number;
}) {
  const columns: Column<EvaluationRuleRow>[] = [
    { header: "State", cell: (row) => row.name, rowHeader: true, nowrap: true },
    {
      header: "Evaluation",
      cell: (row) => (
        <>
          <span className="font-medium">{DUTY[row.duty]}</span>
          <span className="block text-slate-700">{row.text}</span>
        </>
      ),
    },
    {
      header: "Kept",
      cell: (row) =>
        row.duty === "none"
          ? "—"
          : row.years === null
            ? `${defaultYears} years (no period found)`
            : `${row.years} year${row.years === 1 ? "" : "s"}`,
      nowrap: true,
    },
    { header: "Summary to speakers", cell: (row) => (row.speakerSummary ? "Yes" : "No") },
    { header: "How sure", cell: (row) => row.confidence },
  ];
  return (
    <DataTable
      label="What the states ask of evaluations"
      caption="What the states ask of evaluations (the rules in force today)"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.slug}
      stackOnPhone
    />
  );
}
