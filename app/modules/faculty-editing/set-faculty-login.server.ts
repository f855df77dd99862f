import { and, eq, ne, sql } from "drizzle-orm";
import { ADVISORY_LOCKS } from "~/db/advisory-locks";
import type { Database } from "~/db/client.server";
import { faculty } from "~/db/schema/catalogue";
import type { RecordGone, StaleSave } from "~/modules/staff/lock-at-version.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { lockFacultyAt } from "./save-faculty.server";

export type FacultyLoginChange =
  | { ok: true; loginEmail: string | null }
  | { ok: false; reason: "taken"; by: string }
  | RecordGone
  | StaleSave;

/**
 * Sets (or, with "", removes) the address a faculty member signs in with to
 * the faculty desk, if nobody changed the profile since the version the staff
 * member saw; an address another member has is refused with their name.
 * Audited, and the profile's version is raised.
 */
export async function setFacultyLogin(
  db: Database,
  actor: StaffActor,
  facultyId: string,
  form: { version: number; loginEmail: string },
): Promise<FacultyLoginChange> {
  const loginEmail = form.loginEmail === "" ? null : form.loginEmail.toLowerCase();
  return db.transaction(async (tx) => {
    const locked = await lockFacultyAt(tx, facultyId, form.version);
    if (!locked.ok) return locked;
    if (loginEmail) {
      // Two members given one address at once: the second waits, then finds it taken.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.facultyLogins}::int, hashtext(${loginEmail}))`,
      );
      const [other] = await tx
        .select({ name: faculty.name })
        .from(faculty)
        .where(and(eq(faculty.loginEmail, loginEmail), ne(faculty.id, facultyId)));
      if (other) return { ok: false, reason: "taken", by: other.name };
    }
    await tx
      .update(faculty)
      .set({ loginEmail, version: locked.member.version + 1, updatedAt: new Date() })
      .where(eq(faculty.id, facultyId));
    await recordStaffAction(tx, actor, {
      action: "faculty.login",
      recordType: "faculty",
      recordId: facultyId,
      before: { loginEmail: locked.member.loginEmail },
      after: { loginEmail },
    });
    return { ok: true, loginEmail };
  });
}
