import {
  EVALUATION_SCALE,
  type EvaluationAnswers,
  type EvaluationItem,
} from "~/content/evaluation-items";

// The results of a course's (or a session's) evaluations: per question, how
// many answered, the average and how many gave each rating; the comments.
// Pure; no names ever reach it.

export type AnsweredEvaluation = {
  formVersion: number;
  answers: EvaluationAnswers;
  submittedAt: Date;
};

export type ItemResult = {
  id: string;
  label: string;
  /** How many rated it. */
  count: number;
  /** Null when nobody rated it. */
  average: number | null;
  /** How many gave each rating, 1 to 5. */
  distribution: number[];
};

export type EvaluationSummary = {
  responses: number;
  /** Attendees who completed (the denominator of the response rate). */
  completers: number;
  /** Responses over completers, 0–1; null without completers. */
  responseRate: number | null;
  items: ItemResult[];
  comments: { question: string; text: string; submittedOn: string }[];
};

/**
 * Sums the answers. `versions` are every version of the form, oldest first:
 * a question keeps its latest wording, in the order the latest version that
 * has it puts it.
 */
export function summariseEvaluations(
  versions: readonly { version: number; items: readonly EvaluationItem[] }[],
  answered: readonly AnsweredEvaluation[],
  completers: number,
): EvaluationSummary {
  const questions = new Map<string, EvaluationItem>();
  for (const version of [...versions].reverse()) {
    for (const item of version.items) if (!questions.has(item.id)) questions.set(item.id, item);
  }
  const scale = [...questions.values()].filter((item) => item.kind === "scale");
  const items: ItemResult[] = scale.map((item) => {
    const distribution = EVALUATION_SCALE.map(() => 0);
    let count = 0;
    let sum = 0;
    for (const evaluation of answered) {
      const rating = evaluation.answers[item.id];
      if (typeof rating !== "number") continue;
      const at = EVALUATION_SCALE.findIndex((point) => point.value === rating);
      if (at < 0) continue;
      distribution[at] = (distribution[at] ?? 0) + 1;
      count += 1;
      sum += rating;
    }
    return {
      id: item.id,
      label: item.label,
      count,
      average: count > 0 ? Math.round((sum / count) * 100) / 100 : null,
      distribution,
    };
  });
  const textItems = [...questions.values()].filter((item) => item.kind === "text");
  const comments = answered
    .flatMap((evaluation) =>
      textItems.flatMap((item) => {
        const text = evaluation.answers[item.id];
        return typeof text === "string" && text.trim()
          ? [
              {
                question: item.label,
                text,
                submittedOn: evaluation.submittedAt.toISOString().slice(0, 10),
              },
            ]
          : [];
      }),
    )
    .sort((a, b) => b.submittedOn.localeCompare(a.submittedOn));
  const denominator = Math.max(completers, answered.length);
  return {
    responses: answered.length,
    completers: denominator,
    responseRate: denominator > 0 ? answered.length / denominator : null,
    items,
    comments,
  };
}
