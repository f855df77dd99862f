import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { APPROVAL_STATUSES } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { attendanceCorrections } from "~/db/schema/attendance";
import { courseStateApprovals, courses, liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatSessionDateTime } from "~/lib/format";
import { ON_DEMAND_SUBJECT } from "~/modules/attendance/attendance-correction-fields";
import {
  type AttendanceCorrectionForm,
  partialCredits,
} from "~/modules/attendance/attendance-corrections";
import { currentAttendanceCorrection } from "~/modules/attendance/read-attendance-corrections.server";
import { certificateEligibility } from "~/modules/certificates/check-certificate-eligibility.server";
import { readCertificateOwner } from "~/modules/certificates/read-certificate-owner.server";
import {
  type OfferedCredits,
  reissueCorrectedAttendance,
} from "~/modules/certificates/reissue-corrected-attendance.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { AttendanceCorrected } from "~/modules/email/templates/attendance-corrected";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";

export type CorrectionResult =
  | { ok: true; id: string; reissued: string[]; revoked: string[] }
  | {
      ok: false;
      status: 400 | 404 | 409;
      message: string;
      field?: "subject" | "attendedMinutes" | "outcome";
    };

type Refusal = Extract<CorrectionResult, { ok: false }>;

/**
 * Records a correction of one part of an attendee's attendance at a course
 * (their live session, or the on-demand lecture) and makes that part's
 * certificates follow it, in one transaction with the registration locked:
 * re-issued with the credit the corrected attendance earns, or revoked; an
 * attendee to whom it opens a certificate is told by mail. The recorded
 * attendance is never changed.
 */
export async function recordAttendanceCorrection(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  actor: StaffActor,
  input: { uid: string; courseId: string } & AttendanceCorrectionForm,
  now = new Date(),
): Promise<CorrectionResult> {
  const result = await db.transaction(async (tx): Promise<CorrectionResult> => {
    const [registration] = await tx
      .select({
        liveSessionId: courseRegistrations.liveSessionId,
        courseTitle: courses.title,
        courseMinutes: courses.durationMinutes,
      })
      .from(courseRegistrations)
      .innerJoin(courses, eq(courses.id, courseRegistrations.courseId))
      .where(
        and(
          eq(courseRegistrations.uid, input.uid),
          eq(courseRegistrations.courseId, input.courseId),
        ),
      )
      .for("update", { of: courseRegistrations });
    if (!registration) {
      return {
        ok: false,
        status: 404,
        message: "This attendee is not registered for this course.",
      };
    }

    const subject = await subjectOf(tx, input.subject, registration, now);
    if (!subject.ok) return subject;
    const approved = await offeredCredits(tx, input.courseId);
    const refused = checkMinutes(input, subject.programMinutes, approved);
    if (refused) return refused;

    const current = await currentAttendanceCorrection(
      tx,
      input.uid,
      input.courseId,
      subject.liveSessionId,
    );
    const shown = subject.liveSessionId === null ? input.replacesLecture : input.replacesSession;
    if ((current?.id ?? "") !== shown) {
      return {
        ok: false,
        status: 409,
        message: current
          ? `${current.createdByEmail} recorded a correction of this on ${formatSessionDateTime(current.createdAt)} after the page was opened. Read it, then correct again if needed.`
          : "The correction this page showed is gone. Reload the page.",
      };
    }
    const before = await certificateEligibility(tx, input.uid, input.courseId, now);

    const id = `atc_${randomBytes(12).toString("hex")}`;
    const correction = {
      id,
      uid: input.uid,
      courseId: input.courseId,
      liveSessionId: subject.liveSessionId,
      outcome: input.outcome,
      attendedMinutes: input.outcome === "partial" ? (input.attendedMinutes ?? null) : null,
      programMinutes: subject.programMinutes,
      reason: input.reason,
      evidence: input.evidence,
      replacesId: current?.id ?? null,
      createdById: actor.id,
      createdByEmail: actor.email,
      createdAt: now,
    };
    await tx.insert(attendanceCorrections).values(correction);

    const followed = await reissueCorrectedAttendance(
      tx,
      mailer,
      options,
      actor,
      { ...input, correction, approved },
      now,
    );
    if (!followed.ok) return followed;
    await recordStaffAction(tx, actor, {
      action: "attendance.correct",
      recordType: "attendee",
      recordId: input.uid,
      before: current ? auditedCorrection(current) : null,
      after: { ...auditedCorrection(correction), ...followed.changed },
      reason: input.reason,
    });
    // Told only when this correction opens a certificate that was closed to them.
    const after = await certificateEligibility(tx, input.uid, input.courseId, now);
    if (
      correction.outcome !== "not-attended" &&
      before?.eligible === false &&
      after?.eligible === true &&
      after.correction?.id === id
    ) {
      await mailOpenCertificate(
        tx,
        mailer,
        options.baseUrl,
        input,
        registration.courseTitle,
        correction,
      );
    }
    return { ok: true, id, ...followed.changed };
  });
  if (result.ok) mailer.wake();
  return result;
}

/** The live session or lecture the correction is about, and the program's length in minutes. */
async function subjectOf(
  tx: Database,
  subject: string,
  registration: { liveSessionId: string | null; courseMinutes: number | null },
  now: Date,
): Promise<{ ok: true; liveSessionId: string | null; programMinutes: number | null } | Refusal> {
  if (subject === ON_DEMAND_SUBJECT) {
    return { ok: true, liveSessionId: null, programMinutes: registration.courseMinutes };
  }
  if (subject !== registration.liveSessionId) {
    return {
      ok: false,
      status: 400,
      field: "subject",
      message: "Choose the attendee's live session or the on-demand lecture.",
    };
  }
  const [session] = await tx
    .select({ startsAt: liveSessions.startsAt, minutes: liveSessions.durationMinutes })
    .from(liveSessions)
    .where(eq(liveSessions.id, subject));
  if (!session || session.startsAt.getTime() + session.minutes * 60_000 > now.getTime()) {
    return {
      ok: false,
      status: 409,
      field: "subject",
      message: "This live session has not ended yet: correct its attendance after it ends.",
    };
  }
  return { ok: true, liveSessionId: subject, programMinutes: session.minutes };
}

/** Each state's credits where the course is approved or applied for (not denied). */
async function offeredCredits(tx: Database, courseId: string) {
  return tx
    .select({ stateSlug: courseStateApprovals.stateSlug, credits: courseStateApprovals.credits })
    .from(courseStateApprovals)
    .where(
      and(
        eq(courseStateApprovals.courseId, courseId),
        inArray(courseStateApprovals.status, APPROVAL_STATUSES),
      ),
    );
}

function checkMinutes(
  input: AttendanceCorrectionForm,
  programMinutes: number | null,
  approved: OfferedCredits,
): Refusal | null {
  if (input.outcome !== "partial") return null;
  if (programMinutes === null) {
    return {
      ok: false,
      status: 400,
      field: "attendedMinutes",
      message:
        "This course has no length set, so part of it cannot be measured. Set its duration first.",
    };
  }
  const minutes = input.attendedMinutes ?? 0;
  if (minutes < 1 || minutes >= programMinutes) {
    return {
      ok: false,
      status: 400,
      field: "attendedMinutes",
      message: `Enter between 1 and ${programMinutes - 1} minutes; for all ${programMinutes}, choose "Attended in full".`,
    };
  }
  const earns = approved.some(
    (state) => Object.keys(partialCredits(state.credits, minutes, programMinutes)).length > 0,
  );
  if (!earns) {
    return {
      ok: false,
      status: 400,
      field: "attendedMinutes",
      message:
        'That is less than a quarter hour of credit in every state: choose "Attendance not accepted" instead.',
    };
  }
  return null;
}

function auditedCorrection(correction: {
  id: string;
  courseId: string;
  liveSessionId: string | null;
  outcome: string;
  attendedMinutes: number | null;
  programMinutes: number | null;
  evidence: string;
}) {
  return {
    correctionId: correction.id,
    courseId: correction.courseId,
    liveSessionId: correction.liveSessionId,
    outcome: correction.outcome,
    attendedMinutes: correction.attendedMinutes,
    programMinutes: correction.programMinutes,
    evidence: correction.evidence,
  };
}

async function mailOpenCertificate(
  tx: Database,
  mailer: Mailer,
  baseUrl: string,
  input: { uid: string; courseId: string },
  courseTitle: string,
  correction: { attendedMinutes: number | null; programMinutes: number | null },
) {
  const owner = await readCertificateOwner(tx, input.uid);
  if (!owner) return;
  await mailer.sendEmail(
    {
      to: owner.email,
      uid: owner.uid,
      subject: `Your attendance is confirmed: ${courseTitle}`,
      template: "attendance-corrected",
      body: AttendanceCorrected({
        name: owner.name,
        courseTitle,
        partial:
          correction.attendedMinutes !== null && correction.programMinutes !== null
            ? {
                attendedMinutes: correction.attendedMinutes,
                programMinutes: correction.programMinutes,
              }
            : null,
        certificatesUrl: `${baseUrl}/certificates/new?courseId=${encodeURIComponent(input.courseId)}`,
      }),
    },
    tx,
  );
}
