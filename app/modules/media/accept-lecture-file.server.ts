import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { CourseMedia, LectureFileKind } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { lectureFiles } from "~/db/schema/media";
import { replaceLectureCheckpoints } from "~/modules/attendance/ensure-checkpoints.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { checkLectureFile } from "./check-lecture-file.server";
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
} from "./read-lecture-files.server";

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
  | { ok: true; file: LectureFile; checkpoints?: "replaced" | "kept" }
  | { ok: false; status: number; message: string };

/**
 * Takes a finished upload into the course, or refuses it (the caller then
 * deletes the bytes). The content is checked first (checkLectureFile); then,
 * in one transaction with the course's row locked: the file's row, the
 * previous video or captions marked replaced, and the audit entry. A video
 * also sets the course's media (its length, the preview kept or made, the
 * chapters that still fit) and re-places its on-demand attendance codes
 * unless an attorney has seen one; a handout joins the course's materials.
 * Either raises the course's version, so an editor open on the older one
 * does not overwrite the change. The same upload handed over twice is taken
 * once.
 */
export async function acceptLectureFile(
  deps: { db: Database; store: MediaStore; probe?: (location: string) => Promise<VideoProbe> },
  actor: StaffActor,
  upload: FinishedUpload,
): Promise<Acceptance> {
  const { db } = deps;
  const lecture = await lectureLength(db, upload.courseId);
  if (lecture === undefined) return gone();
  const checked = await checkLectureFile(deps.store, upload.key, upload.kind, {
    lectureSeconds: lecture,
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

  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({
        id: courses.id,
        media: courses.media,
        materials: courses.materials,
        version: courses.version,
      })
      .from(courses)
      .where(eq(courses.id, upload.courseId))
      .for("update");
    if (!course) return gone();
    const [already] = await tx
      .select()
      .from(lectureFiles)
      .where(eq(lectureFiles.storageKey, upload.key));
    if (already) return { ok: true, file: already };

    const now = new Date();
    const previous =
      upload.kind === "handout"
        ? []
        : await tx
            .update(lectureFiles)
            .set({ replacedAt: now })
            .where(
              and(
                eq(lectureFiles.courseId, course.id),
                eq(lectureFiles.kind, upload.kind),
                isNull(lectureFiles.replacedAt),
              ),
            )
            .returning();
    const [file] = await tx
      .insert(lectureFiles)
      .values({
        id: randomBytes(10).toString("hex"),
        courseId: course.id,
        kind: upload.kind,
        storageKey: upload.key,
        posterKey: poster,
        previewKey: preview,
        fileName: displayFileName(upload.fileName),
        contentType: checked.contentType,
        sizeBytes: checked.sizeBytes,
        durationSeconds: checked.durationSeconds,
        title:
          upload.kind === "handout" ? (upload.title ?? displayFileName(upload.fileName)) : null,
        uploadedBy: actor.id,
        uploadedAt: now,
      })
      .returning();
    if (!file) throw new Error("The lecture file was not written.");

    let checkpoints: "replaced" | "kept" | undefined;
    let media: { before: CourseMedia | null; after: CourseMedia } | undefined;
    if (file.kind === "video" && file.durationSeconds !== null) {
      media = {
        before: course.media,
        after: mediaFor(file.durationSeconds, course.media, preview ? previewSeconds : 0),
      };
      await tx
        .update(courses)
        .set({ media: media.after, version: course.version + 1, updatedAt: now })
        .where(eq(courses.id, course.id));
      checkpoints = await replaceLectureCheckpoints(tx, course.id, file.durationSeconds);
    } else if (file.kind === "handout") {
      await tx
        .update(courses)
        .set({
          materials: [
            ...course.materials,
            { id: handoutMaterialId(file.id), title: file.title ?? "" },
          ],
          version: course.version + 1,
          updatedAt: now,
        })
        .where(eq(courses.id, course.id));
    }
    await recordStaffAction(tx, actor, {
      action: `media.upload-${file.kind}`,
      recordType: "course",
      recordId: course.id,
      before: {
        ...(previous[0] ? { file: describeFile(previous[0]) } : {}),
        ...(media ? { media: media.before } : {}),
      },
      after: {
        file: describeFile(file),
        ...(media ? { media: media.after, checkpoints } : {}),
      },
    });
    return { ok: true, file, ...(checkpoints ? { checkpoints } : {}) };
  });
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

/** What the audit log keeps of a file. */
export function describeFile(file: LectureFile) {
  return {
    id: file.id,
    kind: file.kind,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    ...(file.durationSeconds !== null ? { durationSeconds: file.durationSeconds } : {}),
    ...(file.title !== null ? { title: file.title } : {}),
  };
}

/** The course's lecture length (the uploaded video's, else the bundled one's); undefined when there is no such course. */
async function lectureLength(db: Database, courseId: string): Promise<number | null | undefined> {
  const [course] = await db
    .select({ media: courses.media })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return undefined;
  return course.media?.durationSeconds ?? null;
}

function gone(): Acceptance {
  return { ok: false, status: 404, message: "This course no longer exists." };
}
