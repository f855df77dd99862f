import { eq } from "drizzle-orm";
import { permissionsOf } from "~/content/staff-roles";
import type { CreditCategory } from "~/content/state-rules/types";
import type { Database } from "~/db/client.server";
import { courseCredits, courseStateApprovals, courses } from "~/db/schema/catalogue";
import { defaultStateCredits } from "~/modules/catalogue/default-state-credits";
import { sameCredits } from "~/modules/certificates/credits-due.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { recordChangedFields } from "~/modules/staff/record-changed-fields.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import {
  type AccreditationForm,
  type AccreditationInput,
  accreditationsFromForm,
} from "./accreditation-forms";
import {
  describeApproval,
  followStateDecisions,
  refuseRevocation,
} from "./follow-state-decisions.server";
import { type CourseChange, lockCourseAt } from "./lock-course.server";

type StateCredits = Partial<Record<CreditCategory, number>>;

/**
 * Replaces the course's accreditations (in the caller's transaction, the
 * course row locked). A state's approved credits are kept when they were set
 * apart from the course's own; otherwise they follow the course's credits.
 * Returns the approvals as they were.
 */
export async function writeAccreditations(
  tx: Database,
  courseId: string,
  accreditations: readonly AccreditationInput[],
  defaults: { before: StateCredits; after: StateCredits },
) {
  const before = await tx
    .select()
    .from(courseStateApprovals)
    .where(eq(courseStateApprovals.courseId, courseId));
  await tx.delete(courseStateApprovals).where(eq(courseStateApprovals.courseId, courseId));
  if (accreditations.length > 0) {
    await tx.insert(courseStateApprovals).values(
      accreditations.map((approval) => {
        const previous = before.find((row) => row.stateSlug === approval.stateSlug);
        // Credits the state approved apart from the course's own stay as they were. Compared
        // as credits, not as text: jsonb hands its keys back in its own order.
        const custom = previous && !sameCredits(previous.credits, defaults.before);
        return {
          courseId,
          ...approval,
          credits: custom && previous ? previous.credits : defaults.after,
        };
      }),
    );
  }
  return before;
}

/**
 * The accreditation page's save: every state's decision for one course, if
 * nobody saved the course since the version the staff member loaded
 * (otherwise who did and when). Needs accreditation.record (compliance
 * officers, administrators). What the decisions do to certificates follows
 * (followStateDecisions): approvals re-issue, denials revoke.
 */
export async function saveAccreditations(
  db: Database,
  actor: StaffActor,
  options: {
    courseId: string;
    form: AccreditationForm;
    /** Where the mail about re-issued or revoked certificates goes out from. */
    notify: { mailer: Mailer; baseUrl: string };
    /** Whether the saver may revoke certificates (a denial does): certificates.manage and a recent sign-in. */
    mayRevokeCertificates: boolean;
    now?: Date;
  },
): Promise<CourseChange | { ok: false; reason: "forbidden" }> {
  const { courseId, form, notify, mayRevokeCertificates, now = new Date() } = options;
  if (!permissionsOf(actor.roles).has("accreditation.record")) {
    return { ok: false, reason: "forbidden" };
  }
  return db
    .transaction(async (tx): Promise<CourseChange> => {
      const locked = await lockCourseAt(tx, courseId, form.version);
      if (!locked.ok) return locked;
      const credits = await tx
        .select()
        .from(courseCredits)
        .where(eq(courseCredits.courseId, courseId));
      const own = defaultStateCredits(
        Object.fromEntries(credits.map((row) => [row.creditType, row.hours])),
      );
      const accreditations = accreditationsFromForm(form);
      const before = await writeAccreditations(tx, courseId, accreditations, {
        before: own,
        after: own,
      });
      await tx
        .update(courses)
        .set({ version: locked.course.version + 1, updatedAt: now })
        .where(eq(courses.id, courseId));
      const followed = await followStateDecisions(tx, actor, {
        courseId,
        before,
        after: accreditations,
        notify,
        mayRevokeCertificates,
        now,
      });
      await recordChangedFields(
        tx,
        actor,
        { action: "course.accreditation", recordType: "course", recordId: courseId },
        { accreditations: before.map(describeApproval) },
        { accreditations: accreditations.map(describeApproval) },
      );
      return {
        ok: true,
        revokedCertificates: followed.revoked,
        reissuedCertificates: followed.reissued,
      };
    })
    .catch(refuseRevocation);
}
