import type { Database } from "~/db/client.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { isPosterPublic } from "./preview-rules";
import { type LectureFile, readCurrentLectureMedia } from "./read-lecture-files.server";

/** What visitors get of a course whose lecture staff uploaded. */
export type UploadedPreview =
  | { offered: false }
  | {
      offered: true;
      /** The clip's media-store key, type and the file name it is served under. */
      clip: { key: string; contentType: string; file: "preview.mp4" | "preview.webm" };
      seconds: number;
      /** Names the clip in its address, so a re-cut one is never taken from a cache. */
      version: string;
      /** The poster, when its frame lies inside the clip. */
      posterKey: string | null;
      /** The lecture's captions (the preview's are cut from them). */
      captions: LectureFile | null;
      /** Whether the course is on sale: only then is the clip served to anyone. */
      published: boolean;
    };

/**
 * The public preview of a course's uploaded lecture: its clip while staff
 * offer one; `{ offered: false }` when they set none or ffmpeg could not cut
 * it; null when no lecture was uploaded (the bundled media then apply).
 */
export async function readUploadedPreview(
  db: Database,
  courseId: string,
): Promise<UploadedPreview | null> {
  const { video, captions } = await readCurrentLectureMedia(db, courseId);
  if (!video) return null;
  const course = await getCourse(db, courseId);
  const seconds = course?.media?.previewSeconds ?? 0;
  if (!course || !video.previewKey || seconds <= 0) return { offered: false };
  const webm = video.contentType === "video/webm";
  return {
    offered: true,
    clip: {
      key: video.previewKey,
      contentType: webm ? "video/webm" : "video/mp4",
      file: webm ? "preview.webm" : "preview.mp4",
    },
    seconds,
    version: `${video.id}-${seconds}`,
    posterKey:
      video.posterKey && isPosterPublic(seconds, video.durationSeconds ?? 0)
        ? video.posterKey
        : null,
    captions,
    published: course.status === "published",
  };
}
