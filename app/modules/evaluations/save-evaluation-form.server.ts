import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { evaluationForms } from "~/db/schema/evaluations";
import {
  lockAtVersion,
  type RecordGone,
  type StaleSave,
} from "~/modules/staff/lock-at-version.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { applyEvaluationFormEdit, type EvaluationFormEdit } from "./evaluation-form-edit";
import { currentEvaluationForm } from "./load-evaluation-form.server";

export type EvaluationFormSave =
  | { ok: true; version: number; changed: boolean }
  | RecordGone
  | StaleSave
  | { ok: false; reason: "invalid"; field: string; message: string };

/**
 * Saves a staff edit of a course's evaluation form as its next version, if
 * nobody saved one since the version the staff member saw (the course row is
 * locked meanwhile, so two saves never make the same version). Answers given
 * on earlier versions keep theirs. Audited in the same transaction.
 */
export async function saveEvaluationForm(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; version: number; edit: EvaluationFormEdit },
): Promise<EvaluationFormSave> {
  const { courseId, version, edit } = options;
  return db.transaction(async (tx) => {
    const locked = await lockAtVersion(tx, {
      lock: async () => {
        const [course] = await tx
          .select({ id: courses.id, updatedAt: courses.updatedAt })
          .from(courses)
          .where(eq(courses.id, courseId))
          .for("update");
        if (!course) return [];
        const form = await currentEvaluationForm(tx, courseId);
        return [{ form, version: form.version, updatedAt: form.createdAt ?? course.updatedAt }];
      },
      record: { type: "evaluation-form", id: courseId },
      version,
    });
    if (!locked.ok) return locked;
    const before = locked.row.form;
    const applied = applyEvaluationFormEdit(before.items, edit);
    if (!applied.ok) {
      return { ok: false, reason: "invalid", field: applied.field, message: applied.message };
    }
    const unchanged =
      JSON.stringify(applied.items) === JSON.stringify(before.items) &&
      edit.requiredForAll === before.requiredForAll;
    if (unchanged) return { ok: true, version: before.version, changed: false };
    const next = before.version + 1;
    await tx.insert(evaluationForms).values({
      id: randomUUID(),
      courseId,
      version: next,
      items: applied.items,
      requiredForAll: edit.requiredForAll,
      createdBy: actor.email,
    });
    await recordStaffAction(tx, actor, {
      action: "evaluation-form.save",
      recordType: "evaluation-form",
      recordId: courseId,
      before: {
        version: before.version,
        items: before.items,
        requiredForAll: before.requiredForAll,
      },
      after: { version: next, items: applied.items, requiredForAll: edit.requiredForAll },
    });
    return { ok: true, version: next, changed: true };
  });
}
