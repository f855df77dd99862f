import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { enrolments } from "~/db/schema/learning";
import { revealCrossedCodes } from "~/modules/attendance/checkpoints.server";
import {
  END_TOLERANCE_SECONDS,
  MAX_FIRST_VIEW_RATE,
  MAX_REPORT_GAP_SECONDS,
  PROGRESS_SLACK_SECONDS,
} from "./player-rules";

/**
 * The attorney's enrolment in a course's lecture, made on their first visit
 * to the player; every visit updates lastAccessed (the dashboard and the
 * header's list order by it).
 */
export async function openEnrolment(
  db: Database,
  uid: string,
  course: { id: string; title: string },
  now = new Date(),
) {
  const [row] = await db
    .insert(enrolments)
    .values({
      id: randomUUID(),
      uid,
      courseId: course.id,
      courseName: course.title,
      lastAccessed: now,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [enrolments.uid, enrolments.courseId],
      set: { lastAccessed: now, courseName: course.title },
    })
    .returning();
  if (!row) throw new Error("the enrolment was not written");
  return row;
}

export type ProgressReport = {
  /** Where the player is, in seconds. */
  position: number;
  /** Whether the video was playing since the previous report (a pause report says it was). */
  watching: boolean;
};

export type ProgressResult = {
  positionSeconds: number;
  furthestSeconds: number;
  progress: number;
  watchedSeconds: number;
  completed: boolean;
  /** The end was reached with this report. */
  justCompleted: boolean;
  /** Where the player may be: on a first viewing, never past what was watched. */
  allowedSeconds: number;
  /** Codes whose moment this stretch of viewing passed: shown over the video. */
  reveals: { position: number; code: string }[];
};

/**
 * Records where the attorney is in the lecture. The server judges each
 * report against the previous one: on a first viewing the furthest point
 * may only advance as fast as real time allows (so skipping ahead is
 * refused and the player is sent back), watching time counts only real
 * continuous playback, and attendance codes are revealed only when
 * continuous playback passes them. Null when the attorney is not enrolled.
 */
export async function recordProgress(
  db: Database,
  uid: string,
  courseId: string,
  report: ProgressReport,
  now = new Date(),
): Promise<ProgressResult | null> {
  return db.transaction(async (tx) => {
    const [enrolment] = await tx
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.uid, uid), eq(enrolments.courseId, courseId)))
      .for("update");
    if (!enrolment) return null;
    const [course] = await tx
      .select({ media: courses.media })
      .from(courses)
      .where(eq(courses.id, courseId));
    const duration = course?.media?.durationSeconds;
    if (!duration) return null;

    const position = Math.min(Math.max(0, report.position), duration);
    const elapsed = enrolment.reportedAt
      ? Math.max(0, (now.getTime() - enrolment.reportedAt.getTime()) / 1000)
      : Number.POSITIVE_INFINITY;
    const continuous = elapsed <= MAX_REPORT_GAP_SECONDS;
    const maxAdvance = (continuous ? elapsed * MAX_FIRST_VIEW_RATE : 0) + PROGRESS_SLACK_SECONDS;
    const last = enrolment.positionSeconds;
    const firstView = enrolment.completedAt === null;
    const reachable = Math.max(enrolment.furthestSeconds, last + maxAdvance);
    const accepted = firstView ? Math.min(position, reachable) : position;
    const furthest = Math.max(enrolment.furthestSeconds, accepted);
    const delta = accepted - last;
    const played = report.watching && continuous && delta > 0 && delta <= maxAdvance;

    const reveals = played
      ? await revealCrossedCodes(tx, uid, courseId, last, Math.floor(accepted), now)
      : [];
    const reachedEnd = furthest >= duration - END_TOLERANCE_SECONDS;
    const completedAt = enrolment.completedAt ?? (reachedEnd ? now : null);
    const watchedSeconds =
      enrolment.watchedSeconds + (played ? Math.round(Math.min(elapsed, delta)) : 0);
    const progress = completedAt ? 100 : Math.min(99, Math.floor((furthest / duration) * 100));
    await tx
      .update(enrolments)
      .set({
        positionSeconds: Math.floor(accepted),
        furthestSeconds: Math.floor(furthest),
        watchedSeconds,
        progress,
        completedAt,
        lastAccessed: now,
        reportedAt: now,
      })
      .where(eq(enrolments.id, enrolment.id));
    return {
      positionSeconds: Math.floor(accepted),
      furthestSeconds: Math.floor(furthest),
      progress,
      watchedSeconds,
      completed: completedAt !== null,
      justCompleted: enrolment.completedAt === null && completedAt !== null,
      allowedSeconds: completedAt ? duration : Math.floor(furthest),
      reveals,
    };
  });
}
