import { and, eq } from "drizzle-orm";
import type { EvaluationRuleBook } from "~/content/state-rules/evaluation-rules";
import { statesRequiringEvaluation } from "~/content/state-rules/evaluation-rules";
import type { Database } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";
import { states as stateTable } from "~/db/schema/catalogue";
import { evaluations } from "~/db/schema/evaluations";
import type { Eligibility } from "~/modules/certificates/certificate-eligibility";
import { certificateEligibility } from "~/modules/certificates/check-certificate-eligibility.server";
import { currentEvaluationForm, type EvaluationForm } from "./load-evaluation-form.server";

/** One completion of a course: the live session attended, or the on-demand lecture. */
export type Completion = {
  key: string;
  liveSessionId: string | null;
  /** ISO day: the rules in force that day apply. */
  completedOn: string;
};

/** Which completion an eligibility stands for; null before the course is completed. */
export function completionOf(eligibility: Eligibility): Completion | null {
  if (!eligibility.eligible || !eligibility.format) return null;
  const completedOn = (eligibility.completedAt ?? new Date()).toISOString().slice(0, 10);
  return eligibility.format === "live" && eligibility.liveSessionId
    ? {
        key: `live:${eligibility.liveSessionId}`,
        liveSessionId: eligibility.liveSessionId,
        completedOn,
      }
    : { key: "on-demand", liveSessionId: null, completedOn };
}

export type EvaluationStatus = {
  courseId: string;
  courseTitle: string;
  completion: Completion | null;
  /** Submitted for this completion already. */
  submitted: boolean;
  /** The attendee's states: admitted there, holding or asking for a certificate of this course there. */
  states: string[];
  /** Why the evaluation must come before the certificate: the states (names) requiring it, or the course's own setting. */
  requiredBy: string[];
  form: EvaluationForm;
};

/** The states the attendee is admitted to. */
async function admittedStates(db: Database, uid: string): Promise<string[]> {
  const rows = await db
    .select({ state: barAdmissions.state })
    .from(barAdmissions)
    .where(eq(barAdmissions.uid, uid));
  return rows.map((row) => row.state);
}

/** A state's name as the catalogue has it (Pennsylvania, not in the catalogue, by its slug). */
async function stateNames(db: Database, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db.select({ slug: stateTable.slug, name: stateTable.name }).from(stateTable);
  const names = new Map(rows.map((row) => [row.slug, row.name]));
  return slugs.map(
    (slug) =>
      names.get(slug) ??
      slug
        .split("-")
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(" "),
  );
}

/** Whether this attendee's completion of the course has an evaluation. */
export async function hasEvaluated(
  db: Database,
  uid: string,
  courseId: string,
  completionKey: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.uid, uid),
        eq(evaluations.courseId, courseId),
        eq(evaluations.completion, completionKey),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Where an attendee stands with a course's evaluation: whether they
 * completed it, evaluated that completion, and whether the certificate waits
 * for the evaluation: a state of theirs (admitted there, or asking for a
 * certificate there: `requested`) whose rule in force on the completion day
 * requires it, or the course's own setting. Null when they are not
 * registered for the course.
 */
export async function evaluationStatus(
  db: Database,
  uid: string,
  courseId: string,
  options: { requested?: readonly string[]; book?: EvaluationRuleBook; now?: Date } = {},
): Promise<EvaluationStatus | null> {
  const eligibility = await certificateEligibility(db, uid, courseId, options.now);
  if (!eligibility) return null;
  return statusFromEligibility(db, uid, eligibility, options);
}

/** The same, from an eligibility already worked out (the certificate step has one). */
export async function statusFromEligibility(
  db: Database,
  uid: string,
  eligibility: Eligibility,
  options: { requested?: readonly string[]; book?: EvaluationRuleBook } = {},
): Promise<EvaluationStatus> {
  const completion = completionOf(eligibility);
  const form = await currentEvaluationForm(db, eligibility.courseId);
  const states = [
    ...new Set([
      ...(await admittedStates(db, uid)),
      ...eligibility.states.filter((state) => state.certificateId).map((state) => state.slug),
      ...(options.requested ?? []),
    ]),
  ].sort();
  const requiring = completion
    ? statesRequiringEvaluation(states, completion.completedOn, options.book)
    : [];
  const requiredBy = await stateNames(db, requiring);
  if (form.requiredForAll) requiredBy.push("this course");
  return {
    courseId: eligibility.courseId,
    courseTitle: eligibility.courseTitle,
    completion,
    submitted: completion
      ? await hasEvaluated(db, uid, eligibility.courseId, completion.key)
      : false,
    states,
    requiredBy,
    form,
  };
}
