import type { EvaluationItem } from "~/content/evaluation-items";
import type { Database } from "~/db/client.server";
import type { CsvColumn } from "~/lib/csv-stream.server";
import { evaluationFormVersions } from "./load-evaluation-form.server";
import {
  type EvaluationScope,
  loadEvaluationResults,
  readScopedEvaluations,
} from "./load-evaluation-results.server";

// The two exports of a course's (or session's) evaluations: every response,
// anonymised (no name, no e-mail, no account), and the aggregate
// Pennsylvania asks for with the attendance (per question: count, average,
// how many gave each rating).

type Response = Awaited<ReturnType<typeof readScopedEvaluations>>[number];

/** Every question any version asked, in the latest wording. */
function questionsOf(versions: readonly { items: readonly EvaluationItem[] }[]): EvaluationItem[] {
  const questions = new Map<string, EvaluationItem>();
  for (const version of [...versions].reverse()) {
    for (const item of version.items) if (!questions.has(item.id)) questions.set(item.id, item);
  }
  return [...questions.values()];
}

/** The responses in scope with their columns; null when there is no such course or session. */
export async function evaluationResponsesCsv(
  db: Database,
  scope: EvaluationScope,
): Promise<{
  columns: CsvColumn<Response & { number: number }>[];
  rows: (Response & { number: number })[];
} | null> {
  const results = await loadEvaluationResults(db, scope);
  if (!results) return null;
  const questions = questionsOf(await evaluationFormVersions(db, scope.courseId));
  const rows = (await readScopedEvaluations(db, scope)).map((row, index) => ({
    ...row,
    number: index + 1,
  }));
  const columns: CsvColumn<Response & { number: number }>[] = [
    { header: "response", value: (row) => row.number },
    { header: "course id", value: () => scope.courseId },
    {
      header: "attended",
      value: (row) =>
        row.completion === "on-demand"
          ? "on demand"
          : `live session ${row.liveSessionId ?? "(removed)"}`,
    },
    { header: "completed on", value: (row) => row.completedOn },
    { header: "submitted on", value: (row) => row.submittedAt.toISOString().slice(0, 10) },
    { header: "form version", value: (row) => row.formVersion },
    ...questions.map(
      (item): CsvColumn<Response & { number: number }> => ({
        header: item.label,
        value: (row) => {
          const answer = row.answers[item.id];
          return answer === undefined ? null : answer;
        },
      }),
    ),
  ];
  return { columns, rows };
}

export type AggregateRow = {
  question: string;
  count: number;
  average: number | null;
  distribution: number[];
};

/** Pennsylvania's aggregate: per question, the count, average and each rating's count. */
export async function evaluationAggregateCsv(db: Database, scope: EvaluationScope) {
  const results = await loadEvaluationResults(db, scope);
  if (!results) return null;
  const { summary, course, session } = results;
  const columns: CsvColumn<AggregateRow>[] = [
    { header: "course id", value: () => course.id },
    { header: "course", value: () => course.title },
    {
      header: "session",
      value: () => (session ? session.startsAt.toISOString() : "all (live and on demand)"),
    },
    { header: "evaluations", value: () => summary.responses },
    { header: "attendees who completed", value: () => summary.completers },
    { header: "question", value: (row) => row.question },
    { header: "answers", value: (row) => row.count },
    {
      header: "average (1-5)",
      value: (row) => (row.average === null ? null : row.average.toFixed(2)),
    },
    ...[1, 2, 3, 4, 5].map(
      (rating, index): CsvColumn<AggregateRow> => ({
        header: `rated ${rating}`,
        value: (row) => row.distribution[index] ?? 0,
      }),
    ),
  ];
  const rows: AggregateRow[] = summary.items.map((item) => ({
    question: item.label,
    count: item.count,
    average: item.average,
    distribution: item.distribution,
  }));
  return { columns, rows };
}
