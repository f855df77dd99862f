import { z } from "zod";
import {
  EVALUATION_SCALE,
  type EvaluationAnswers,
  type EvaluationItem,
  MAX_COMMENT_LENGTH,
} from "~/content/evaluation-items";

// The attendee's answers, read against the version of the form they were
// given: a rating from the scale for every scale question, text (optional,
// capped) for the others.

export const RATING_REQUIRED = "Choose a rating from 1 to 5.";
export const COMMENT_TOO_LONG = `Keep it under ${MAX_COMMENT_LENGTH} characters.`;

/** The field an item is posted under. */
export function answerField(item: Pick<EvaluationItem, "id">): string {
  return `answer-${item.id}`;
}

/** Reads posted fields against a form's items: the answers, or a message per field. */
export function readAnswers(
  items: readonly EvaluationItem[],
  fields: Record<string, string | string[] | undefined>,
): { ok: true; answers: EvaluationAnswers } | { ok: false; errors: Record<string, string> } {
  const answers: EvaluationAnswers = {};
  const errors: Record<string, string> = {};
  const rating = z.coerce
    .number()
    .int()
    .min(EVALUATION_SCALE[0].value)
    .max(EVALUATION_SCALE[EVALUATION_SCALE.length - 1]?.value ?? 5);
  for (const item of items) {
    const raw = fields[answerField(item)];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (item.kind === "scale") {
      const parsed = rating.safeParse(value === undefined || value === "" ? Number.NaN : value);
      if (parsed.success) answers[item.id] = parsed.data;
      else errors[answerField(item)] = RATING_REQUIRED;
    } else {
      const text = (value ?? "").trim();
      if (text.length > MAX_COMMENT_LENGTH) errors[answerField(item)] = COMMENT_TOO_LONG;
      else if (text) answers[item.id] = text;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers };
}
