import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { enrolments } from "~/db/schema/learning";
import { revealCrossedCodes } from "~/modules/attendance/reveal-crossed-codes.server";
import {
  END_TOLERANCE_SECONDS,
  MAX_FIRST_VIEW_RATE,
  MAX_REPORT_GAP_SECONDS,
  PLAYBACK_ALLOWANCE_CAP_SECONDS,
} from "./player-rules";
import type { RecordedProgress } from "./recorded-progress";

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

type ProgressReport = {
  /** Where the player is, in seconds. */
  position: number;
  /** Whether the video was playing since the previous report (a pause report says it was). */
  watching: boolean;
};

/**
 * Records where the attorney is in the lecture. The server judges each
 * report: playing forward spends a playback allowance that only the passing
 * of time refills (at the fastest first-view rate, up to a small cap), so on
 * a first viewing the furthest point can never run ahead of real time, and
 * codes are revealed only when allowed playback crosses them, whether the
 * reports come every five seconds or every fifty milliseconds. Seeks and
 * pauses move the position (on a first viewing, never past the furthest
 * point) but play nothing. Watching time counts only continuous playback.
 * Null when the attorney is not enrolled.
 */
export async function recordProgress(
  db: Database,
  uid: string,
  courseId: string,
  report: ProgressReport,
  now = new Date(),
): Promise<RecordedProgress | null> {
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
    const allowance = Math.min(
      PLAYBACK_ALLOWANCE_CAP_SECONDS,
      enrolment.playbackAllowanceSeconds + elapsed * MAX_FIRST_VIEW_RATE,
    );
    const last = enrolment.positionSeconds;
    const firstView = enrolment.completedAt === null;
    const forward = position - last;
    // Playback from the last position, as far as the allowance reaches.
    const playedTo = report.watching && forward > 0 ? last + Math.min(forward, allowance) : last;
    // Positions are kept in whole seconds: spend only what the stored position moves.
    const playedSeconds = Math.floor(playedTo) - last;
    // A seek (or playback beyond the allowance) never passes the furthest point on a first viewing.
    const withinWatched = Math.min(position, enrolment.furthestSeconds);
    const accepted = firstView
      ? playedTo > last
        ? Math.max(playedTo, withinWatched)
        : withinWatched
      : position;
    const furthest = Math.max(enrolment.furthestSeconds, playedTo, firstView ? 0 : accepted);

    const reveals =
      playedSeconds > 0
        ? await revealCrossedCodes(tx, {
            uid,
            courseId,
            fromSeconds: last,
            toSeconds: Math.floor(playedTo),
            now,
          })
        : [];
    const continuous = elapsed <= MAX_REPORT_GAP_SECONDS;
    const watchedSeconds =
      enrolment.watchedSeconds + (continuous ? Math.round(Math.min(elapsed, playedSeconds)) : 0);
    const reachedEnd = furthest >= duration - END_TOLERANCE_SECONDS;
    const completedAt = enrolment.completedAt ?? (reachedEnd ? now : null);
    const progress = completedAt ? 100 : Math.min(99, Math.floor((furthest / duration) * 100));
    await tx
      .update(enrolments)
      .set({
        positionSeconds: Math.floor(accepted),
        furthestSeconds: Math.floor(furthest),
        watchedSeconds,
        playbackAllowanceSeconds: allowance - playedSeconds,
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
