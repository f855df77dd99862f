import { eq } from "drizzle-orm";
import { creditTypes } from "~/content/credit-categories";
import type { Database } from "~/db/client.server";
import { courseCredits, courseFaculty, courseStateApprovals, courses } from "~/db/schema/catalogue";
import { recordChangedFields } from "~/modules/staff/record-changed-fields.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { accreditationsFromForm } from "./accreditation-forms";
import { type CourseDetailsForm, creditsFromForm } from "./course-forms";
import { diffPendingFields, publicFieldsOf } from "./diff-pending-fields";
import { describeApproval } from "./follow-state-decisions.server";
import { type CourseChange, lockCourseAt } from "./lock-course.server";
import { ONLY_PUBLISHED } from "./pending-messages";
import { readPendingParts, setPendingParts } from "./pending-parts.server";

/** Pending changes to the details kept (how many public fields they alter), or none because nothing differs. */
export type PendingSaved = { ok: true; fields: number };
type RefusedCourseChange = Extract<CourseChange, { ok: false }>;

const LIVE_ON_SAVE =
  "Credits, faculty and state approvals take effect when saved: save them with “Save and publish now”, or undo them to keep the other edits pending.";

/**
 * Keeps the details form's public fields as the course's pending changes,
 * off the public site until published (decision 0070). The course's version
 * is raised, so a form loaded before (showing other values) is refused as
 * stale. Credits, faculty and approvals are not kept back: a form that
 * changes them is refused, nothing saved.
 */
export async function savePendingChanges(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; form: CourseDetailsForm },
  now = new Date(),
): Promise<PendingSaved | RefusedCourseChange> {
  const { courseId, form } = options;
  return db.transaction(async (tx): Promise<PendingSaved | RefusedCourseChange> => {
    const locked = await lockCourseAt(tx, courseId, form.version);
    if (!locked.ok) return locked;
    const current = locked.course;
    if (current.status !== "published")
      return { ok: false, reason: "invalid", message: ONLY_PUBLISHED };
    if (await changesWhatGoesLive(tx, courseId, form)) {
      return { ok: false, reason: "invalid", message: LIVE_ON_SAVE };
    }
    const previous = await readPendingParts(tx, courseId);
    const fields = publicFieldsOf({
      ...form,
      priceCents: form.price ?? null,
      memberPriceCents: form.memberPrice ?? null,
      durationMinutes: form.durationMinutes ?? null,
    });
    const changes = diffPendingFields(publicFieldsOf(current), fields);
    await setPendingParts(
      tx,
      courseId,
      { fields: changes.length === 0 ? null : fields },
      { email: actor.email, at: now },
    );
    await tx
      .update(courses)
      .set({ version: current.version + 1, updatedAt: now })
      .where(eq(courses.id, courseId));
    await recordChangedFields(
      tx,
      actor,
      { action: "course.pending-save", recordType: "course", recordId: courseId },
      { ...(previous?.fields ?? publicFieldsOf(current)) },
      { ...fields },
    );
    return { ok: true, fields: changes.length };
  });
}

/** Whether the form changes the credits, faculty or state approvals the course has now. */
async function changesWhatGoesLive(
  tx: Database,
  courseId: string,
  form: CourseDetailsForm,
): Promise<boolean> {
  const credits = await tx.select().from(courseCredits).where(eq(courseCredits.courseId, courseId));
  const teaching = await tx
    .select()
    .from(courseFaculty)
    .where(eq(courseFaculty.courseId, courseId));
  const approvals = await tx
    .select()
    .from(courseStateApprovals)
    .where(eq(courseStateApprovals.courseId, courseId));
  const formCredits = creditsFromForm(form);
  const sameCredits = creditTypes.every(
    (type) =>
      (formCredits[type] ?? null) ===
      (credits.find((row) => row.creditType === type)?.hours ?? null),
  );
  const sameFaculty =
    JSON.stringify([...new Set(form.facultyIds)]) ===
    JSON.stringify(
      [...teaching].sort((a, b) => a.position - b.position).map((row) => row.facultyId),
    );
  const described = (list: Parameters<typeof describeApproval>[0][]) =>
    JSON.stringify(list.map(describeApproval).sort((a, b) => a.state.localeCompare(b.state)));
  const sameApprovals = described(accreditationsFromForm(form)) === described(approvals);
  return !(sameCredits && sameFaculty && sameApprovals);
}
