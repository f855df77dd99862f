import { and, desc, eq } from "drizzle-orm";
import { DEFAULT_EVALUATION_ITEMS, type EvaluationItem } from "~/content/evaluation-items";
import type { Database } from "~/db/client.server";
import { evaluationForms } from "~/db/schema/evaluations";

/** A version of a course's form; version 0 (no id) is the default form, never edited. */
export type EvaluationForm = {
  id: string | null;
  courseId: string;
  version: number;
  items: EvaluationItem[];
  requiredForAll: boolean;
  createdAt: Date | null;
  createdBy: string | null;
};

export function defaultEvaluationForm(courseId: string): EvaluationForm {
  return {
    id: null,
    courseId,
    version: 0,
    items: DEFAULT_EVALUATION_ITEMS.map((item) => ({ ...item })),
    requiredForAll: false,
    createdAt: null,
    createdBy: null,
  };
}

/** The course's form as it stands: its latest version, or the default. */
export async function currentEvaluationForm(
  db: Database,
  courseId: string,
): Promise<EvaluationForm> {
  const [row] = await db
    .select()
    .from(evaluationForms)
    .where(eq(evaluationForms.courseId, courseId))
    .orderBy(desc(evaluationForms.version))
    .limit(1);
  return row ? { ...row } : defaultEvaluationForm(courseId);
}

/** Every version of the course's form, oldest first, the default (0) first. */
export async function evaluationFormVersions(
  db: Database,
  courseId: string,
): Promise<EvaluationForm[]> {
  const rows = await db
    .select()
    .from(evaluationForms)
    .where(and(eq(evaluationForms.courseId, courseId)))
    .orderBy(evaluationForms.version);
  return [defaultEvaluationForm(courseId), ...rows.map((row) => ({ ...row }))];
}
