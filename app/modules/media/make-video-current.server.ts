import { eq } from "drizzle-orm";
import type { CourseMedia } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { replaceLectureCheckpoints } from "~/modules/attendance/ensure-checkpoints.server";

export type VideoGoingLive = {
  course: { id: string; media: CourseMedia | null; version: number };
  durationSeconds: number;
  /** The length of the video's public preview clip (0 when it has none). */
  previewSeconds: number;
  now: Date;
};

/**
 * What a course takes from the video that becomes its lecture, inside the
 * caller's transaction (the course's row locked): its media (length,
 * preview, chapters that still fit), a raised version, and its on-demand
 * attendance codes placed afresh unless an attorney has seen one.
 */
export async function makeVideoCurrent(
  tx: Database,
  live: VideoGoingLive,
): Promise<{
  media: { before: CourseMedia | null; after: CourseMedia };
  checkpoints: "replaced" | "kept";
}> {
  const { course, durationSeconds, previewSeconds, now } = live;
  const media = {
    before: course.media,
    after: mediaFor(durationSeconds, course.media, previewSeconds),
  };
  await tx
    .update(courses)
    .set({ media: media.after, version: course.version + 1, updatedAt: now })
    .where(eq(courses.id, course.id));
  const checkpoints = await replaceLectureCheckpoints(tx, course.id, durationSeconds);
  return { media, checkpoints };
}

/**
 * The course's media for a new recording: its length; the length of its
 * public preview clip (0 when it has none); the chapters that start before
 * the new end, or one chapter for the whole.
 */
export function mediaFor(
  durationSeconds: number,
  current: CourseMedia | null,
  previewSeconds: number,
): CourseMedia {
  const chapters = (current?.chapters ?? []).filter(
    (chapter) => chapter.startSeconds < durationSeconds,
  );
  return {
    durationSeconds,
    previewSeconds,
    chapters: chapters.length > 0 ? chapters : [{ title: "Lecture", startSeconds: 0 }],
  };
}
