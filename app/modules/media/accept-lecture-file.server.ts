import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LectureFileKind } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { lectureFiles } from "~/db/schema/media";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { checkLectureFile } from "./check-lecture-file.server";
import { describeFile } from "./describe-lecture-file";
import { isLectureWatched } from "./is-lecture-watched.server";
import { displayFileName } from "./lecture-file-rules";
import { storePreviewClip } from "./make-preview-clip.server";
import { storeVideoPoster } from "./make-video-poster.server";
import type { MediaStore } from "./media-store";
import { DEFAULT_PREVIEW_SECONDS, previewLength } from "./preview-rules";
import type { VideoProbe } from "./probe-video.server";
import {
  handoutMaterialId,
  type LectureFile,
  readCurrentLectureMedia,
  readWaitingVideo,
} from "./read-lecture-files.server";
import { takeCaptions, takeVideo } from "./take-video-and-captions.server";

/** A finished upload, as the upload endpoint hands it over. */
export type FinishedUpload = {
  /** The media store's key of its bytes. */
  key: string;
  courseId: string;
  kind: LectureFileKind;
  fileName: string;
  /** A handout's title. */
  title: string | null;
};

export type Acceptance =
  | {
      ok: true;
      file: LectureFile;
      checkpoints?: "replaced" | "kept";
      /** A video kept until its captions arrive, or captions that made it current (decision 0035). */
      waiting?: "started" | "ended";
    }
  | { ok: false; status: number; message: string };

/**
 * Takes a finished upload into the course, or refuses it (the caller then
 * deletes the bytes). The content is checked first (checkLectureFile); then,
 * in one transaction with the course's row locked: the file's row, the
 * previous file of its kind marked replaced, and the audit entry. A video
 * becomes the course's lecture; on a course attorneys can watch it waits
 * for its captions instead, and the captions uploaded next are checked
 * against its length and make both current (takeVideo, takeCaptions). A
 * handout joins the course's materials. Each change to the course raises
 * its version, so an editor open on the older one does not overwrite it.
 * The same upload handed over twice is taken once.
 */
export async function acceptLectureFile(
  deps: { db: Database; store: MediaStore; probe?: (location: string) => Promise<VideoProbe> },
  actor: StaffActor,
  upload: FinishedUpload,
): Promise<Acceptance> {
  const { db } = deps;
  const [course] = await db
    .select({ media: courses.media })
    .from(courses)
    .where(eq(courses.id, upload.courseId));
  if (!course) return gone();
  // Captions belong to the video waiting for them, if one does, else to the lecture.
  const waiting = upload.kind === "captions" ? await readWaitingVideo(db, upload.courseId) : null;
  const checked = await checkLectureFile(deps.store, upload.key, upload.kind, {
    lectureSeconds: waiting?.durationSeconds ?? course.media?.durationSeconds ?? null,
    ...(deps.probe ? { probe: deps.probe } : {}),
  });
  if (!checked.ok) return checked;
  // The player's poster (one frame) and the public preview (the first
  // minutes), made before the transaction: ffmpeg takes a moment.
  const duration = upload.kind === "video" ? checked.durationSeconds : null;
  const poster =
    duration !== null
      ? await storeVideoPoster(deps.store, upload.key, duration).catch(() => null)
      : null;
  const previewSeconds =
    duration !== null
      ? previewLength(await chosenPreviewSeconds(db, upload.courseId), duration)
      : 0;
  const preview =
    duration !== null && previewSeconds > 0
      ? await storePreviewClip(
          deps.store,
          { storageKey: upload.key, contentType: checked.contentType },
          previewSeconds,
        )
      : null;

  return db.transaction(async (tx): Promise<Acceptance> => {
    const [locked] = await tx
      .select({
        id: courses.id,
        status: courses.status,
        media: courses.media,
        materials: courses.materials,
        version: courses.version,
      })
      .from(courses)
      .where(eq(courses.id, upload.courseId))
      .for("update");
    if (!locked) return gone();
    const [already] = await tx
      .select()
      .from(lectureFiles)
      .where(eq(lectureFiles.storageKey, upload.key));
    if (already) return { ok: true, file: already };

    const now = new Date();
    const row = {
      id: randomBytes(10).toString("hex"),
      courseId: locked.id,
      kind: upload.kind,
      storageKey: upload.key,
      posterKey: poster,
      previewKey: preview,
      fileName: displayFileName(upload.fileName),
      contentType: checked.contentType,
      sizeBytes: checked.sizeBytes,
      durationSeconds: checked.durationSeconds,
      title: upload.kind === "handout" ? (upload.title ?? displayFileName(upload.fileName)) : null,
      uploadedBy: actor.id,
      uploadedAt: now,
    };
    if (upload.kind === "video") {
      return takeVideo(tx, actor, {
        course: locked,
        row,
        previewSeconds: preview ? previewSeconds : 0,
        waits: await isLectureWatched(tx, locked),
        now,
      });
    }
    if (upload.kind === "captions") {
      // Every acceptance locks the course's row first: a video that started
      // or stopped waiting since the captions were checked is seen here.
      const stillWaiting = await readWaitingVideo(tx, locked.id);
      if ((stillWaiting?.id ?? null) !== (waiting?.id ?? null)) {
        return {
          ok: false,
          status: 409,
          message:
            "The lecture video changed while the captions were being checked. Upload the captions again.",
        };
      }
      return takeCaptions(tx, actor, { course: locked, row, waiting: stillWaiting, now });
    }
    const [file] = await tx.insert(lectureFiles).values(row).returning();
    if (!file) throw new Error("The handout was not written.");
    await tx
      .update(courses)
      .set({
        materials: [
          ...locked.materials,
          { id: handoutMaterialId(file.id), title: file.title ?? "" },
        ],
        version: locked.version + 1,
        updatedAt: now,
      })
      .where(eq(courses.id, locked.id));
    await recordStaffAction(tx, actor, {
      action: "media.upload-handout",
      recordType: "course",
      recordId: locked.id,
      before: {},
      after: { file: describeFile(file) },
    });
    return { ok: true, file };
  });
}

/**
 * How long the new recording's preview should be: what staff chose for the
 * course's uploaded lecture (kept across replacements, 0 included), or the
 * default when the course had no uploaded lecture (a bundled preview's
 * length was the bundle's, not a choice).
 */
async function chosenPreviewSeconds(db: Database, courseId: string): Promise<number> {
  const { video } = await readCurrentLectureMedia(db, courseId);
  if (!video) return DEFAULT_PREVIEW_SECONDS;
  const [course] = await db
    .select({ media: courses.media })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course?.media?.previewSeconds ?? DEFAULT_PREVIEW_SECONDS;
}

function gone(): Acceptance {
  return { ok: false, status: 404, message: "This course no longer exists." };
}
