import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { lectureFiles } from "~/db/schema/media";
import { storePreviewClip } from "~/modules/media/make-preview-clip.server";
import type { MediaStore } from "~/modules/media/media-store";
import { previewLength } from "~/modules/media/preview-rules";
import { readCurrentLectureMedia } from "~/modules/media/read-lecture-files.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { type CourseChange, lockCourseAt } from "./lock-course.server";

/**
 * Sets how long the public preview of the course's uploaded lecture is (0:
 * none), if nobody saved the course since the version the staff member saw.
 * The clip is re-cut from the stored video first (ffmpeg, outside the
 * transaction: it takes a moment), then named on the video's row with the
 * course's new version and the audit entry; a refused save leaves nothing
 * changed, and the former clip is removed once the new one is in place.
 */
export async function changePreviewLength(
  deps: { db: Database; store: MediaStore },
  actor: StaffActor,
  courseId: string,
  input: { previewSeconds: number; version: number },
): Promise<CourseChange> {
  const { db, store } = deps;
  // Refuse a stale or impossible change before ffmpeg runs.
  const checked = await db.transaction((tx) => lockCourseAt(tx, courseId, input.version));
  if (!checked.ok) return checked;
  const { video } = await readCurrentLectureMedia(db, courseId);
  const media = checked.course.media;
  if (!video || video.durationSeconds === null || !media) {
    return {
      ok: false,
      reason: "invalid",
      message: "Upload a lecture video first: a bundled recording keeps its own preview.",
    };
  }
  const seconds = previewLength(input.previewSeconds, video.durationSeconds);
  const unchanged =
    seconds === media.previewSeconds && (seconds === 0 || video.previewKey !== null);
  if (unchanged) return { ok: true };
  const key = seconds > 0 ? await storePreviewClip(store, video, seconds) : null;
  if (seconds > 0 && !key) {
    return {
      ok: false,
      reason: "invalid",
      message:
        "Not saved: the preview could not be cut from the video (ffmpeg failed). Nothing was changed; try again.",
    };
  }
  const saved = await db.transaction(async (tx): Promise<CourseChange> => {
    const locked = await lockCourseAt(tx, courseId, input.version);
    if (!locked.ok) return locked;
    const now = new Date();
    await tx.update(lectureFiles).set({ previewKey: key }).where(eq(lectureFiles.id, video.id));
    await tx
      .update(courses)
      .set({
        media: { ...media, previewSeconds: seconds },
        version: locked.course.version + 1,
        updatedAt: now,
      })
      .where(eq(courses.id, courseId));
    await recordStaffAction(tx, actor, {
      action: "course.preview",
      recordType: "course",
      recordId: courseId,
      before: { previewSeconds: media.previewSeconds },
      after: { previewSeconds: seconds },
    });
    return { ok: true };
  });
  // The clip no longer named (the new one when refused, else the former one).
  const unused = saved.ok ? video.previewKey : key;
  const named = saved.ok ? key : video.previewKey;
  if (unused && unused !== named) await store.remove(unused).catch(() => undefined);
  return saved;
}
