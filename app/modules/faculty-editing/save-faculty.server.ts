import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseFaculty, courses, faculty } from "~/db/schema/catalogue";
import {
  lockAtVersion,
  type RecordGone,
  type StaleSave,
} from "~/modules/staff/lock-at-version.server";
import { recordChangedFields } from "~/modules/staff/record-changed-fields.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import type { FacultyProfile } from "./faculty-forms";

export type FacultyChange =
  | { ok: true }
  | RecordGone
  | { ok: false; reason: "taken" }
  | { ok: false; reason: "teaching"; courses: string[] }
  | StaleSave;

/** The profile's row, locked for this transaction, if it is still at the version the staff member saw. */
export async function lockFacultyAt(
  tx: Database,
  facultyId: string,
  version: number,
): Promise<{ ok: true; member: typeof faculty.$inferSelect } | RecordGone | StaleSave> {
  const locked = await lockAtVersion(tx, {
    lock: () => tx.select().from(faculty).where(eq(faculty.id, facultyId)).for("update"),
    record: { type: "faculty", id: facultyId },
    version,
  });
  return locked.ok ? { ok: true, member: locked.row } : locked;
}

/** Adds a faculty profile; its id (the anchor on the faculty page) must be free. */
export async function createFaculty(
  db: Database,
  actor: StaffActor,
  input: FacultyProfile & { id: string },
): Promise<FacultyChange> {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(faculty)
      .values(input)
      .onConflictDoNothing({ target: faculty.id })
      .returning({ id: faculty.id });
    if (created.length === 0) return { ok: false, reason: "taken" };
    await recordStaffAction(tx, actor, {
      action: "faculty.create",
      recordType: "faculty",
      recordId: input.id,
      after: input,
    });
    return { ok: true };
  });
}

/**
 * Saves a profile if nobody saved it since the version the staff member
 * loaded; otherwise says who did and when. The audit entry keeps only what
 * changed.
 */
export async function saveFaculty(
  db: Database,
  actor: StaffActor,
  facultyId: string,
  form: FacultyProfile & { version: number },
): Promise<FacultyChange> {
  return db.transaction(async (tx) => {
    const locked = await lockFacultyAt(tx, facultyId, form.version);
    if (!locked.ok) return locked;
    const { version: _, ...profile } = form;
    await tx
      .update(faculty)
      .set({ ...profile, version: locked.member.version + 1, updatedAt: new Date() })
      .where(eq(faculty.id, facultyId));
    await recordChangedFields(
      tx,
      actor,
      { action: "faculty.update", recordType: "faculty", recordId: facultyId },
      locked.member,
      profile,
    );
    return { ok: true };
  });
}

/**
 * Deletes a profile that no course names (whatever the course's status);
 * one that teaches is kept, with the courses to change first.
 */
export async function deleteFaculty(
  db: Database,
  actor: StaffActor,
  facultyId: string,
  version: number,
): Promise<FacultyChange> {
  return db.transaction(async (tx) => {
    const locked = await lockFacultyAt(tx, facultyId, version);
    if (!locked.ok) return locked;
    const teaching = await tx
      .select({ title: courses.title })
      .from(courseFaculty)
      .innerJoin(courses, eq(courses.id, courseFaculty.courseId))
      .where(eq(courseFaculty.facultyId, facultyId));
    if (teaching.length > 0) {
      return { ok: false, reason: "teaching", courses: teaching.map((row) => row.title) };
    }
    await tx.delete(faculty).where(eq(faculty.id, facultyId));
    const { version: _, updatedAt: __, ...kept } = locked.member;
    await recordStaffAction(tx, actor, {
      action: "faculty.delete",
      recordType: "faculty",
      recordId: facultyId,
      before: kept,
    });
    return { ok: true };
  });
}
