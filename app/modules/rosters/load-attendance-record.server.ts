import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints, sessionJoins } from "~/db/schema/attendance";
import { user } from "~/db/schema/auth";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { enrolments } from "~/db/schema/learning";
import { courseRegistrations } from "~/db/schema/registrations";
import { listCheckpointEntries } from "~/modules/attendance/list-checkpoint-entries.server";
import {
  countingCorrectionIds,
  listAttendanceCorrections,
} from "~/modules/attendance/read-attendance-corrections.server";
import { certificateEligibility } from "~/modules/certificates/check-certificate-eligibility.server";

/**
 * One attendee's attendance at one course as staff review it before a
 * correction: what was recorded (the live session joined, each code and when
 * it was entered, the lecture watched), the corrections made so far, what the
 * attendee may now claim, and their certificates for it. Null when the
 * attendee is not registered for the course.
 */
export async function loadAttendanceRecord(
  db: Database,
  uid: string,
  courseId: string,
  now = new Date(),
) {
  const [registration] = await db
    .select({
      name: user.name,
      email: user.email,
      courseTitle: courses.title,
      courseMinutes: courses.durationMinutes,
      liveSessionId: courseRegistrations.liveSessionId,
      sessionStartsAt: liveSessions.startsAt,
      sessionMinutes: liveSessions.durationMinutes,
      registeredAt: courseRegistrations.registeredAt,
    })
    .from(courseRegistrations)
    .innerJoin(user, eq(user.id, courseRegistrations.uid))
    .innerJoin(courses, eq(courses.id, courseRegistrations.courseId))
    .leftJoin(liveSessions, eq(liveSessions.id, courseRegistrations.liveSessionId))
    .where(and(eq(courseRegistrations.uid, uid), eq(courseRegistrations.courseId, courseId)));
  if (!registration) return null;
  const { liveSessionId } = registration;
  const [liveCodes, lectureCodes, joins, enrolment, corrections, eligibility, certificateRows] =
    await Promise.all([
      liveSessionId
        ? listCheckpointEntries(
            db,
            uid,
            and(
              eq(attendanceCheckpoints.courseId, courseId),
              eq(attendanceCheckpoints.liveSessionId, liveSessionId),
            ),
          )
        : Promise.resolve([]),
      listCheckpointEntries(
        db,
        uid,
        and(
          eq(attendanceCheckpoints.courseId, courseId),
          isNull(attendanceCheckpoints.liveSessionId),
        ),
      ),
      liveSessionId
        ? db
            .select({
              firstJoinedAt: sessionJoins.firstJoinedAt,
              lastJoinedAt: sessionJoins.lastJoinedAt,
              times: sessionJoins.times,
            })
            .from(sessionJoins)
            .where(and(eq(sessionJoins.uid, uid), eq(sessionJoins.liveSessionId, liveSessionId)))
        : Promise.resolve([]),
      db
        .select({ watchedSeconds: enrolments.watchedSeconds, completedAt: enrolments.completedAt })
        .from(enrolments)
        .where(and(eq(enrolments.uid, uid), eq(enrolments.courseId, courseId))),
      listAttendanceCorrections(db, uid, courseId),
      certificateEligibility(db, uid, courseId, now),
      db
        .select({
          id: certificates.id,
          stateSlug: certificates.stateSlug,
          version: certificates.version,
          credits: certificates.credits,
          supersededAt: certificates.supersededAt,
          revokedAt: certificates.revokedAt,
          issuedAt: certificates.issuedAt,
        })
        .from(certificates)
        .where(and(eq(certificates.uid, uid), eq(certificates.courseId, courseId)))
        .orderBy(desc(certificates.issuedAt)),
    ]);
  const sessionEnd =
    registration.sessionStartsAt && registration.sessionMinutes !== null
      ? new Date(registration.sessionStartsAt.getTime() + registration.sessionMinutes * 60_000)
      : null;
  const code = (row: { position: number; enteredAt: Date | null; revealedAt: Date | null }) => ({
    position: row.position,
    enteredAt: row.enteredAt,
    revealedAt: row.revealedAt,
  });
  return {
    ...registration,
    sessionEnded: sessionEnd !== null && sessionEnd <= now,
    join: joins[0] ?? null,
    liveCodes: liveCodes.map(code),
    lectureCodes: lectureCodes.map(code),
    watchedSeconds: enrolment[0]?.watchedSeconds ?? 0,
    watchedToEndAt: enrolment[0]?.completedAt ?? null,
    corrections,
    // Which count (one per part at most), from the chain rather than the clock.
    countingCorrectionIds: [...countingCorrectionIds(corrections)],
    eligibility: eligibility
      ? {
          eligible: eligibility.eligible,
          format: eligibility.format,
          missing: eligibility.missing,
          states: eligibility.states.map(({ slug, name, credits }) => ({ slug, name, credits })),
        }
      : null,
    certificates: certificateRows,
  };
}
