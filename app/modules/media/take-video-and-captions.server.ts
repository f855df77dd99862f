import { and, eq, isNull } from "drizzle-orm";
import type { CourseMedia } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { lectureFiles } from "~/db/schema/media";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { describeFile } from "./describe-lecture-file";
import { previewClipSeconds } from "./make-preview-clip.server";
import { makeVideoCurrent } from "./make-video-current.server";
import type { LectureFile } from "./read-lecture-files.server";

type LockedCourse = { id: string; media: CourseMedia | null; version: number };
type NewRow = typeof lectureFiles.$inferInsert;
type Taken = {
  ok: true;
  file: LectureFile;
  checkpoints?: "replaced" | "kept";
  waiting?: "started" | "ended";
};

/**
 * A checked video, inside the acceptance's transaction (the course's row
 * locked). On a course attorneys can watch (`waits`) it is kept waiting for
 * its captions: nothing served changes, and a video that was already waiting
 * is replaced by it. Otherwise it is the course's lecture at once, as for a
 * draft: the current video (and any waiting one) replaced, the current
 * captions kept (the editor warns that they are older).
 */
export async function takeVideo(
  tx: Database,
  actor: StaffActor,
  taking: {
    course: LockedCourse;
    row: NewRow;
    previewSeconds: number;
    waits: boolean;
    now: Date;
  },
): Promise<Taken> {
  const { course, row, now } = taking;
  const previous = await tx
    .update(lectureFiles)
    .set({ replacedAt: now })
    .where(
      and(
        eq(lectureFiles.courseId, course.id),
        eq(lectureFiles.kind, "video"),
        isNull(lectureFiles.replacedAt),
        ...(taking.waits ? [eq(lectureFiles.waitingForCaptions, true)] : []),
      ),
    )
    .returning();
  const [file] = await tx
    .insert(lectureFiles)
    .values({ ...row, waitingForCaptions: taking.waits })
    .returning();
  if (!file?.durationSeconds) throw new Error("The lecture video was not written.");
  const replaced = previous.find((video) => !video.waitingForCaptions);
  const dropped = previous.find((video) => video.waitingForCaptions);
  const kept = {
    ...(replaced ? { file: describeFile(replaced) } : {}),
    ...(dropped ? { waiting: describeFile(dropped) } : {}),
  };
  if (taking.waits) {
    await recordStaffAction(tx, actor, {
      action: "media.upload-video",
      recordType: "course",
      recordId: course.id,
      before: kept,
      after: { waiting: describeFile(file) },
    });
    return { ok: true, file, waiting: "started" };
  }
  const live = await makeVideoCurrent(tx, {
    course,
    durationSeconds: file.durationSeconds,
    previewSeconds: taking.previewSeconds,
    now,
  });
  await recordStaffAction(tx, actor, {
    action: "media.upload-video",
    recordType: "course",
    recordId: course.id,
    before: { ...kept, media: live.media.before },
    after: { file: describeFile(file), media: live.media.after, checkpoints: live.checkpoints },
  });
  return { ok: true, file, checkpoints: live.checkpoints };
}

/**
 * Checked captions, inside the acceptance's transaction: they replace the
 * current captions. With a video waiting for them (they were checked against
 * its length), that video becomes the course's lecture in the same
 * transaction, with one audit entry for both.
 */
export async function takeCaptions(
  tx: Database,
  actor: StaffActor,
  taking: { course: LockedCourse; row: NewRow; waiting: LectureFile | null; now: Date },
): Promise<Taken> {
  const { course, row, waiting, now } = taking;
  const current = (kind: "video" | "captions") =>
    and(
      eq(lectureFiles.courseId, course.id),
      eq(lectureFiles.kind, kind),
      isNull(lectureFiles.replacedAt),
      eq(lectureFiles.waitingForCaptions, false),
    );
  const [previousCaptions] = await tx
    .update(lectureFiles)
    .set({ replacedAt: now })
    .where(current("captions"))
    .returning();
  const [file] = await tx.insert(lectureFiles).values(row).returning();
  if (!file) throw new Error("The captions were not written.");
  const before = previousCaptions ? { file: describeFile(previousCaptions) } : {};
  if (!waiting?.durationSeconds) {
    await recordStaffAction(tx, actor, {
      action: "media.upload-captions",
      recordType: "course",
      recordId: course.id,
      before,
      after: { file: describeFile(file) },
    });
    return { ok: true, file };
  }
  const [previousVideo] = await tx
    .update(lectureFiles)
    .set({ replacedAt: now })
    .where(current("video"))
    .returning();
  await tx
    .update(lectureFiles)
    .set({ waitingForCaptions: false })
    .where(eq(lectureFiles.id, waiting.id));
  const live = await makeVideoCurrent(tx, {
    course,
    durationSeconds: waiting.durationSeconds,
    // The clip was cut when the video was taken, to the length chosen then.
    previewSeconds: previewClipSeconds(waiting.previewKey),
    now,
  });
  await recordStaffAction(tx, actor, {
    action: "media.upload-captions",
    recordType: "course",
    recordId: course.id,
    before: {
      ...before,
      ...(previousVideo ? { video: describeFile(previousVideo) } : {}),
      media: live.media.before,
    },
    after: {
      file: describeFile(file),
      video: describeFile(waiting),
      media: live.media.after,
      checkpoints: live.checkpoints,
    },
  });
  return { ok: true, file, checkpoints: live.checkpoints, waiting: "ended" };
}
