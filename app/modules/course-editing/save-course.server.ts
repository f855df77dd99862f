import { eq, inArray, sql } from "drizzle-orm";
import { shippedArtworkFor } from "~/content/course-artwork";
import { creditTypes } from "~/content/credit-categories";
import type { Database } from "~/db/client.server";
import {
  courseCredits,
  courseFaculty,
  courseStateApprovals,
  courses,
  faculty,
} from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { defaultStateCredits } from "~/modules/catalogue/default-state-credits";
import type { Mailer } from "~/modules/email/mailer.server";
import { recordChangedFields } from "~/modules/staff/record-changed-fields.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { accreditationsFromForm } from "./accreditation-forms";
import { addressTaken, lockCourseAddresses } from "./course-addresses.server";
import { type CourseDetailsForm, creditsFromForm } from "./course-forms";
import {
  CreditChangeUnanswered,
  creditChangeReason,
  followCreditChange,
} from "./follow-credit-change.server";
import {
  describeApproval,
  followStateDecisions,
  refuseRevocation,
} from "./follow-state-decisions.server";
import { type CourseChange, lockCourseAt } from "./lock-course.server";
import { setPendingParts } from "./pending-parts.server";
import { writeAccreditations } from "./save-accreditations.server";

/**
 * A save refused until the saver says what its changed credits mean for the
 * certificates issued under them (docs/decisions/0042): nothing is saved.
 */
export type CreditsQuestion = { ok: false; reason: "credits-question"; certificates: number };

/** Creates a draft course; the address (slug) must be free. */
export async function createCourse(
  db: Database,
  actor: StaffActor,
  input: {
    slug: string;
    title: string;
    categorySlug: string;
    format: "live_webcast" | "on_demand";
  },
): Promise<CourseChange> {
  return db.transaction(async (tx) => {
    await lockCourseAddresses(tx);
    if (await addressTaken(tx, input.slug, null)) return { ok: false, reason: "taken" };
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${courses.position}), -1)::int + 1` })
      .from(courses);
    const created = await tx
      .insert(courses)
      .values({
        id: input.slug,
        slug: input.slug,
        title: input.title,
        summary: "",
        description: "",
        categorySlug: input.categorySlug,
        status: "draft",
        format: input.format,
        // The subject's illustration until staff upload or choose another.
        imagePath: shippedArtworkFor(input.slug, input.categorySlug).path,
        imageAlt: shippedArtworkFor(input.slug, input.categorySlug).alt,
        position: next,
      })
      .onConflictDoNothing({ target: courses.id })
      .returning({ id: courses.id });
    if (created.length === 0) return { ok: false, reason: "taken" };
    await recordStaffAction(tx, actor, {
      action: "course.create",
      recordType: "course",
      recordId: input.slug,
      after: input,
    });
    return { ok: true };
  });
}

/**
 * Saves the editor's main form, if nobody saved the course since the version
 * the staff member loaded; otherwise says who did and when. Credits, faculty
 * and accreditations are replaced; a state's approved credits are kept when
 * they were set apart from the course's own. What a state's decision does to
 * certificates follows (followStateDecisions): an approval re-issues those
 * issued while it was pending, a denial revokes them; their holders are told.
 * Changed credits of issued certificates need the form's answer: a
 * correction re-issues them, a change from now on keeps them
 * (followCreditChange); without it nothing is saved and the question comes back.
 */
export async function saveCourseDetails(
  db: Database,
  actor: StaffActor,
  options: {
    courseId: string;
    form: CourseDetailsForm;
    /** Where the mail about re-issued or revoked certificates goes out from. */
    notify?: { mailer: Mailer; baseUrl: string };
    /** Whether the saver may revoke certificates (a denial does): certificates.manage and a recent sign-in. */
    mayRevokeCertificates?: boolean;
  },
): Promise<CourseChange | CreditsQuestion> {
  const { courseId, form, notify, mayRevokeCertificates = false } = options;
  return db
    .transaction(async (tx): Promise<CourseChange> => {
      const locked = await lockCourseAt(tx, courseId, form.version);
      if (!locked.ok) return locked;
      const current = locked.course;
      const known = form.facultyIds.length
        ? await tx
            .select({ id: faculty.id })
            .from(faculty)
            .where(inArray(faculty.id, form.facultyIds))
            // Shared locks: a profile cannot be deleted while this save links it.
            .for("share")
        : [];
      if (known.length !== new Set(form.facultyIds).size) {
        return {
          ok: false,
          reason: "invalid",
          message: "A faculty member chosen no longer exists.",
        };
      }

      // One after another: a transaction is one connection.
      const oldCredits = await tx
        .select()
        .from(courseCredits)
        .where(eq(courseCredits.courseId, courseId));
      const oldFaculty = await tx
        .select()
        .from(courseFaculty)
        .where(eq(courseFaculty.courseId, courseId));
      const oldApprovals = await tx
        .select()
        .from(courseStateApprovals)
        .where(eq(courseStateApprovals.courseId, courseId));

      const details = {
        title: form.title,
        summary: form.summary,
        description: form.description,
        categorySlug: form.categorySlug,
        format: form.format,
        level: form.level,
        durationMinutes: form.durationMinutes ?? null,
        priceCents: form.price ?? null,
        memberPriceCents: form.memberPrice ?? null,
        topics: form.topics,
        learningObjectives: form.learningObjectives,
        includes: form.includes,
      };
      await tx
        .update(courses)
        .set({ ...details, version: current.version + 1, updatedAt: new Date() })
        .where(eq(courses.id, courseId));
      // The form showed any pending details (decision 0070): saved live, they are pending no more.
      await setPendingParts(tx, courseId, { fields: null }, { email: actor.email, at: new Date() });

      const credits = creditsFromForm(form);
      await tx.delete(courseCredits).where(eq(courseCredits.courseId, courseId));
      const creditRows = creditTypes.flatMap((creditType) => {
        const hours = credits[creditType];
        return hours === undefined ? [] : [{ courseId, creditType, hours }];
      });
      if (creditRows.length > 0) await tx.insert(courseCredits).values(creditRows);

      await tx.delete(courseFaculty).where(eq(courseFaculty.courseId, courseId));
      const facultyIds = [...new Set(form.facultyIds)];
      if (facultyIds.length > 0) {
        await tx
          .insert(courseFaculty)
          .values(facultyIds.map((facultyId, position) => ({ courseId, facultyId, position })));
      }

      const accreditations = accreditationsFromForm(form);
      await writeAccreditations(tx, courseId, accreditations, {
        before: defaultStateCredits(
          Object.fromEntries(oldCredits.map((row) => [row.creditType, row.hours])),
        ),
        after: defaultStateCredits(credits),
      });
      const followed = await followStateDecisions(tx, actor, {
        courseId,
        before: oldApprovals,
        after: accreditations,
        notify,
        mayRevokeCertificates,
      });
      const credited = await followCreditChange(tx, actor, {
        courseId,
        before: oldApprovals,
        choice: form.creditChange,
        notify,
      });

      const before = {
        ...pick(current, Object.keys(details) as (keyof typeof details)[]),
        credits: Object.fromEntries(oldCredits.map((row) => [row.creditType, row.hours])),
        facultyIds: [...oldFaculty]
          .sort((a, b) => a.position - b.position)
          .map((row) => row.facultyId),
        accreditations: oldApprovals.map(describeApproval),
      };
      const after = {
        ...details,
        credits,
        facultyIds,
        accreditations: accreditations.map(describeApproval),
      };
      await recordChangedFields(
        tx,
        actor,
        {
          action: "course.update",
          recordType: "course",
          recordId: courseId,
          reason: creditChangeReason(credited),
        },
        before,
        after,
      );
      return {
        ok: true,
        revokedCertificates: followed.revoked,
        reissuedCertificates: followed.reissued,
        ...(credited.choice === "correction" ? { creditsCorrected: credited.certificates } : {}),
        ...(credited.choice === "forward" ? { creditsKept: credited.certificates } : {}),
      };
    })
    .catch((error: unknown): CourseChange | CreditsQuestion =>
      error instanceof CreditChangeUnanswered
        ? { ok: false, reason: "credits-question", certificates: error.count }
        : refuseRevocation(error),
    );
}

function pick<T extends object, K extends keyof T>(object: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
}

/** Whether the course is referenced by anything an attorney did (it is then never deleted). */
export async function courseHasHistory(db: Database, courseId: string): Promise<boolean> {
  // One statement: it is also asked inside a transaction (one connection).
  const [row] = await db
    .select({
      found: sql<boolean>`exists (select 1 from ${courseRegistrations} where ${courseRegistrations.courseId} = ${courseId})
        or exists (select 1 from ${orders} where ${orders.courseId} = ${courseId})
        or exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${courseId})
        or exists (select 1 from ${certificates} where ${certificates.courseId} = ${courseId})`,
    })
    .from(sql`(select 1) as one`);
  return row?.found === true;
}
