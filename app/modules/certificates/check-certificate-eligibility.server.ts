import { and, asc, eq, inArray, isNull, max } from "drizzle-orm";
import { APPROVAL_STATUSES, type ApprovalStatus } from "~/content/course-types";
import { dayInState } from "~/content/state-time-zones";
import type { Database } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { courseStateApprovals, courses, liveSessions, states } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { enrolments } from "~/db/schema/learning";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatSessionDateTime } from "~/lib/format";
import { currentAttendanceCorrection } from "~/modules/attendance/read-attendance-corrections.server";
import { readCodeProgress } from "~/modules/attendance/read-code-progress.server";
import { approvalCovers } from "~/modules/catalogue/approval-covers";
import type { Eligibility } from "./certificate-eligibility";
import { creditsDue } from "./credits-due.server";
import { isLatestVersion } from "./current-certificates.server";

/**
 * Whether the attorney may affirm attendance and get certificates: for a
 * live webcast, the session is over and every code announced in it was
 * entered in time; for the on-demand lecture, it was watched to the end and
 * every code shown in it was entered. Null when the course does not exist or
 * the attorney is not registered for it.
 */
export async function certificateEligibility(
  db: Database,
  uid: string,
  courseId: string,
  now = new Date(),
): Promise<Eligibility | null> {
  const [row] = await db
    .select({
      title: courses.title,
      liveSessionId: courseRegistrations.liveSessionId,
      sessionStartsAt: liveSessions.startsAt,
      sessionMinutes: liveSessions.durationMinutes,
    })
    .from(courseRegistrations)
    .innerJoin(courses, eq(courses.id, courseRegistrations.courseId))
    .leftJoin(liveSessions, eq(liveSessions.id, courseRegistrations.liveSessionId))
    .where(and(eq(courseRegistrations.uid, uid), eq(courseRegistrations.courseId, courseId)))
    .limit(1);
  if (!row) return null;

  const [enrolment] = await db
    .select({ completedAt: enrolments.completedAt, watchedSeconds: enrolments.watchedSeconds })
    .from(enrolments)
    .where(and(eq(enrolments.uid, uid), eq(enrolments.courseId, courseId)))
    .limit(1);
  const lectureCodes = await readCodeProgress(db, uid, courseId, null);
  const liveCodes = row.liveSessionId
    ? await readCodeProgress(db, uid, courseId, row.liveSessionId)
    : null;

  const sessionEnd =
    row.sessionStartsAt && row.sessionMinutes !== null
      ? new Date(row.sessionStartsAt.getTime() + row.sessionMinutes * 60_000)
      : null;
  // A staff correction of a part (the live session, the lecture) stands in for what was recorded.
  // One after another: issuing and re-issuing ask this inside their transaction (one connection).
  const liveCorrection = row.liveSessionId
    ? await currentAttendanceCorrection(db, uid, courseId, row.liveSessionId)
    : null;
  const lectureCorrection = await currentAttendanceCorrection(db, uid, courseId, null);
  const sessionOver = sessionEnd !== null && now >= sessionEnd;
  const liveDone = liveCorrection
    ? liveCorrection.outcome !== "not-attended" && sessionOver
    : liveCodes !== null &&
      sessionOver &&
      liveCodes.total > 0 &&
      liveCodes.entered === liveCodes.total;
  const lectureDone = lectureCorrection
    ? lectureCorrection.outcome !== "not-attended"
    : enrolment?.completedAt != null &&
      lectureCodes.total > 0 &&
      lectureCodes.entered === lectureCodes.total;

  let format: Eligibility["format"] = null;
  let completedAt: Date | null = null;
  let applied: typeof liveCorrection = null;
  const missing: string[] = [];
  // Both done: the live session, unless only part of it was attended and more of the lecture.
  const preferLecture = lectureDone && shareOf(liveCorrection) < shareOf(lectureCorrection);
  if (liveDone && row.sessionStartsAt && !preferLecture) {
    format = "live";
    completedAt = row.sessionStartsAt;
    applied = liveCorrection;
  } else if (lectureDone) {
    format = "self-study";
    applied = lectureCorrection;
    completedAt =
      (await lastLectureCodeAfter(db, uid, courseId, enrolment?.completedAt ?? null)) ??
      enrolment?.completedAt ??
      lectureCorrection?.createdAt ??
      null;
  } else {
    for (const refused of [liveCorrection, lectureCorrection]) {
      if (refused?.outcome === "not-attended") {
        missing.push(
          `Your attendance at the ${refused.liveSessionId ? "live webcast" : "on-demand lecture"} was not accepted: ${refused.reason}`,
        );
      }
    }
    if (liveCodes && row.sessionStartsAt && sessionEnd && !liveCorrection) {
      if (now < sessionEnd) {
        missing.push(
          `Attend the live webcast on ${formatSessionDateTime(row.sessionStartsAt)} and enter the ${liveCodes.total} codes announced during it.`,
        );
      } else {
        missing.push(
          `Enter the codes announced in the live webcast (${liveCodes.entered} of ${liveCodes.total} entered), or watch the on-demand lecture for self-study credit.`,
        );
      }
    }
    if (!lectureCorrection) {
      if (!enrolment?.completedAt) {
        missing.push("Watch the lecture in the course player to the end.");
      }
      if (lectureCodes.entered < lectureCodes.total) {
        missing.push(
          `Enter the lecture's verification codes (${lectureCodes.entered} of ${lectureCodes.total} collected).`,
        );
      }
    }
  }

  const choices = await db
    .select({
      slug: courseStateApprovals.stateSlug,
      name: states.name,
      approvalStatus: courseStateApprovals.status,
      approvalNumber: courseStateApprovals.approvalNumber,
      effectiveFrom: courseStateApprovals.effectiveFrom,
      expiresOn: courseStateApprovals.expiresOn,
      credits: courseStateApprovals.credits,
      barNumber: barAdmissions.barNumber,
      certificateId: certificates.id,
    })
    .from(courseStateApprovals)
    .innerJoin(states, eq(states.slug, courseStateApprovals.stateSlug))
    .leftJoin(
      barAdmissions,
      and(eq(barAdmissions.uid, uid), eq(barAdmissions.state, courseStateApprovals.stateSlug)),
    )
    .leftJoin(
      certificates,
      and(
        eq(certificates.uid, uid),
        eq(certificates.courseId, courseId),
        eq(certificates.stateSlug, courseStateApprovals.stateSlug),
        isLatestVersion,
      ),
    )
    // A state that denied the course offers no certificate.
    .where(
      and(
        eq(courseStateApprovals.courseId, courseId),
        inArray(courseStateApprovals.status, APPROVAL_STATUSES),
      ),
    )
    .orderBy(asc(states.position));

  const codes = format === "live" && liveCodes ? liveCodes : lectureCodes;
  return {
    courseId,
    courseTitle: row.title,
    format,
    eligible: format !== null,
    missing,
    liveSessionId: format === "live" ? row.liveSessionId : null,
    sessionStartsAt: format === "live" ? row.sessionStartsAt : null,
    codes: { entered: codes.entered, total: codes.total },
    watchedSeconds: enrolment?.watchedSeconds ?? 0,
    completedAt,
    correction: applied
      ? {
          id: applied.id,
          outcome: applied.outcome,
          attendedMinutes: applied.attendedMinutes,
          programMinutes: applied.programMinutes,
        }
      : null,
    states: choices.flatMap(({ effectiveFrom, expiresOn, ...choice }) => {
      const credits = creditsDue(choice.credits, applied);
      // A partial attendance that earns less than a quarter hour there earns no certificate there.
      if (Object.keys(credits).length === 0) return [];
      // An approval that does not cover the completion day (in that state) is, for this
      // attendance, no approval yet: the certificate says pending (docs/decisions/0038).
      const completedOn = completedAt ? dayInState(choice.slug, completedAt) : null;
      const outside =
        choice.approvalStatus === "approved" &&
        completedOn !== null &&
        !approvalCovers({ effectiveFrom, expiresOn }, completedOn);
      return [
        {
          ...choice,
          approvalStatus: outside ? "pending" : (choice.approvalStatus as ApprovalStatus),
          approvalNumber: outside ? null : choice.approvalNumber,
          outsideApproval:
            outside && completedOn ? { effectiveFrom, expiresOn, completedOn } : null,
          credits,
          admitted: choice.barNumber !== null,
        },
      ];
    }),
  };
}

/** The share of the program a correction credits: the minutes attended of a partial, else all. */
function shareOf(
  correction: { attendedMinutes: number | null; programMinutes: number | null } | null,
) {
  return correction?.attendedMinutes != null && correction.programMinutes
    ? correction.attendedMinutes / correction.programMinutes
    : 1;
}

/** When the last of the lecture's codes was entered, if after the lecture was watched to the end. */
async function lastLectureCodeAfter(
  db: Database,
  uid: string,
  courseId: string,
  watchedAt: Date | null,
): Promise<Date | null> {
  if (!watchedAt) return null;
  const [lastCode] = await db
    .select({ at: max(attendanceCodeEntries.enteredAt) })
    .from(attendanceCodeEntries)
    .innerJoin(
      attendanceCheckpoints,
      eq(attendanceCheckpoints.id, attendanceCodeEntries.checkpointId),
    )
    .where(
      and(
        eq(attendanceCodeEntries.uid, uid),
        eq(attendanceCheckpoints.courseId, courseId),
        isNull(attendanceCheckpoints.liveSessionId),
      ),
    );
  return lastCode?.at && lastCode.at > watchedAt ? lastCode.at : null;
}
