import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { EvaluationAnswers } from "~/content/evaluation-items";
import {
  type EvaluationRuleBook,
  evaluationRetentionYears,
} from "~/content/state-rules/evaluation-rules";
import type { Database } from "~/db/client.server";
import { evaluationForms, evaluations } from "~/db/schema/evaluations";
import { readAnswers } from "./evaluation-answers";
import { NOT_COMPLETED_MESSAGE } from "./evaluation-messages";
import { evaluationStatus } from "./evaluation-status.server";
import { defaultEvaluationForm, type EvaluationForm } from "./load-evaluation-form.server";

export type SubmitEvaluationResult =
  | { ok: true; id: string }
  /** This completion was evaluated already (a second tab, a double click): not an error. */
  | { ok: true; id: null; already: true }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string; errors?: Record<string, string> };

export const FORM_GONE_MESSAGE =
  "This evaluation form has changed. Please reload the page and answer again.";

/** ISO day `years` after `day` (29 February lands on 28 February). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, date));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** A version of the course's form: the one the attendee was shown. */
async function formAtVersion(
  db: Database,
  courseId: string,
  version: number,
): Promise<EvaluationForm | null> {
  if (version === 0) return defaultEvaluationForm(courseId);
  const [row] = await db
    .select()
    .from(evaluationForms)
    .where(and(eq(evaluationForms.courseId, courseId), eq(evaluationForms.version, version)));
  return row ? { ...row } : null;
}

/**
 * Records an attendee's evaluation of their completion of a course, on the
 * version of the form they were shown. Once per completion: a second submit
 * (another tab, a double click, a race) finds the first and changes nothing.
 * Kept for the longest period of the attendee's states (their rules in force
 * on the completion day).
 */
export async function submitEvaluation(
  db: Database,
  options: {
    uid: string;
    courseId: string;
    formVersion: number;
    fields: Record<string, string | string[] | undefined>;
    book?: EvaluationRuleBook;
    now?: Date;
  },
): Promise<SubmitEvaluationResult> {
  const { uid, courseId, formVersion, fields } = options;
  const status = await evaluationStatus(db, uid, courseId, {
    book: options.book,
    now: options.now,
  });
  if (!status)
    return { ok: false, status: 404, message: "You are not registered for this course." };
  const completion = status.completion;
  if (!completion) return { ok: false, status: 403, message: NOT_COMPLETED_MESSAGE };
  if (status.submitted) return { ok: true, id: null, already: true };
  const form = await formAtVersion(db, courseId, formVersion);
  if (!form) return { ok: false, status: 409, message: FORM_GONE_MESSAGE };
  const read = readAnswers(form.items, fields);
  if (!read.ok) {
    return {
      ok: false,
      status: 400,
      message: "Please answer every rating question.",
      errors: read.errors,
    };
  }
  const answers: EvaluationAnswers = read.answers;
  const years = evaluationRetentionYears(status.states, completion.completedOn, options.book);
  const id = randomUUID();
  const inserted = await db
    .insert(evaluations)
    .values({
      id,
      formId: form.id,
      formVersion: form.version,
      courseId,
      uid,
      liveSessionId: completion.liveSessionId,
      completion: completion.key,
      completedOn: completion.completedOn,
      answers,
      states: status.states,
      keepUntil: addYears(completion.completedOn, years),
      ...(options.now ? { submittedAt: options.now } : {}),
    })
    .onConflictDoNothing({
      target: [evaluations.uid, evaluations.courseId, evaluations.completion],
    })
    .returning({ id: evaluations.id });
  return inserted.length > 0 ? { ok: true, id } : { ok: true, id: null, already: true };
}
