import { refuseForm, replyToForm } from "~/lib/form-reply";
import type { AnswerResult } from "./answer-question.server";

/** How the faculty desk and the console answer an answer's post: its outcome, for its question's card. */
export function replyToAnswer(result: AnswerResult, questionId: string) {
  const values = { questionId };
  return result.ok
    ? replyToForm({ ok: true, intent: "answer", message: result.message, values })
    : refuseForm(result.message, { intent: "answer", values, status: result.status });
}
