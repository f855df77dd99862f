import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCorrections } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatSessionDateTime } from "~/lib/format";
import {
  type AttendanceCorrectionForm,
  ON_DEMAND_SUBJECT,
  partialCredits,
} from "~/modules/attendance/attendance-corrections";
import { currentAttendanceCorrection } from "~/modules/attendance/read-attendance-corrections.server";
import { certificateEligibility } from "~/modules/certificates/check-certificate-eligibility.server";
import { isValidCertificate } from "~/modules/certificates/current-certificates.server";
import { readCertificateOwner } from "~/modules/certificates/read-certificate-owner.server";
import { reissueInTransaction } from "~/modules/certificates/reissue-certificate.server";
import { revokeInTransaction } from "~/modules/certificates/revoke-certificate.server";
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
 * Records a correction of an attendee's attendance at a course and makes the
 * certificates follow it, in one transaction with the registration locked:
 * valid certificates are re-issued with the credit the corrected attendance
 * earns, or revoked when attendance is not accepted; an attendee who may now
 * get a certificate is told by mail. The recorded attendance is never changed.
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
    const refused = checkMinutes(input, subject.programMinutes);
    if (refused) return refused;

    const current = await currentAttendanceCorrection(tx, input.uid, input.courseId);
    if ((current?.id ?? "") !== input.replaces) {
      return {
        ok: false,
        status: 409,
        message: current
          ? `${current.createdByEmail} recorded a correction on ${formatSessionDateTime(current.createdAt)} after this page was opened. Read it, then correct again if needed.`
          : "The correction this page showed is gone. Reload the page.",
      };
    }

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

    const followed = await followCertificates(tx, mailer, options, actor, input, now);
    if (!followed.ok) return followed;
    await recordStaffAction(tx, actor, {
      action: "attendance.correct",
      recordType: "attendee",
      recordId: input.uid,
      before: current ? auditedCorrection(current) : null,
      after: { ...auditedCorrection(correction), ...followed.changed },
      reason: input.reason,
    });
    if (followed.mayNowAffirm) {
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

function checkMinutes(
  input: AttendanceCorrectionForm,
  programMinutes: number | null,
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
  if (Object.keys(partialCredits({ general: 1 }, minutes, programMinutes)).length === 0) {
    return {
      ok: false,
      status: 400,
      field: "attendedMinutes",
      message:
        'That is less than a quarter hour of credit: choose "Attendance not accepted" instead.',
    };
  }
  return null;
}

type Followed =
  | { ok: true; changed: { reissued: string[]; revoked: string[] }; mayNowAffirm: boolean }
  | Refusal;

/** Re-issues or revokes the attendee's valid certificates for the course so they match. */
async function followCertificates(
  tx: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  actor: StaffActor,
  input: { uid: string; courseId: string; reason: string },
  now: Date,
): Promise<Followed> {
  const eligibility = await certificateEligibility(tx, input.uid, input.courseId, now);
  const valid = await tx
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.uid, input.uid),
        eq(certificates.courseId, input.courseId),
        isValidCertificate,
      ),
    );
  const reason = `Attendance correction: ${input.reason}`;
  const changed = { reissued: [] as string[], revoked: [] as string[] };
  for (const certificate of valid) {
    if (!eligibility?.eligible) {
      const revoked = await revokeInTransaction(
        tx,
        mailer,
        options,
        actor,
        { certificateId: certificate.id, reason },
        now,
      );
      if (!revoked.ok) return certificateBusy();
      changed.revoked.push(certificate.id);
      continue;
    }
    const earned = eligibility.states.find(
      (state) => state.slug === certificate.stateSlug,
    )?.credits;
    if (!earned) continue;
    // Every category the certificate carries stays on it: one no longer earned reads 0.
    const credits = Object.fromEntries(
      Object.keys(certificate.credits).map((category) => [
        category,
        earned[category as keyof typeof earned] ?? 0,
      ]),
    );
    const reissued = await reissueInTransaction(
      tx,
      mailer,
      options,
      actor,
      {
        certificateId: certificate.id,
        reason,
        correction: {
          attorneyName: certificate.attorneyName,
          barNumber: certificate.barNumber,
          completedOn: certificate.completedOn,
          credits,
        },
      },
      now,
    );
    if (reissued.ok) changed.reissued.push(reissued.id);
    else if (reissued.reason !== "no-change") return certificateBusy();
  }
  const mayNowAffirm =
    eligibility?.eligible === true &&
    valid.length === 0 &&
    eligibility.states.some((state) => state.certificateId === null);
  return { ok: true, changed, mayNowAffirm };
}

function certificateBusy(): Refusal {
  return {
    ok: false,
    status: 409,
    message:
      "A certificate of this attendee changed at the same moment. Reload the page and try again.",
  };
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
