import type { Database } from "~/db/client.server";
import { readCodeProgress } from "~/modules/attendance/read-code-progress.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { readCurrentLectureMedia } from "~/modules/media/read-lecture-files.server";
import { readUploadedPreview } from "~/modules/media/read-uploaded-preview.server";
import { hasCourseAccess } from "./course-access.server";
import { hasBundledMedia } from "./course-media.server";
import { openEnrolment } from "./player-progress.server";

/**
 * What the course player shows: a course's lecture, whole for an attorney
 * registered for it (whose enrolment is opened or touched, with their codes),
 * the preview of a published one for everyone else. An archived or
 * unpublished course stays open to those registered for it. Null when there
 * is nothing to show or the course has no lecture yet.
 */
export async function loadCoursePlayer(db: Database, uid: string | null, courseId: string) {
  const course = await getCourse(db, courseId);
  if (!course?.media) return null;
  const access = uid ? await hasCourseAccess(db, uid, course.id) : false;
  if (!access && course.status !== "published") return null;
  const enrolment = uid && access ? await openEnrolment(db, uid, course) : null;
  const codes = uid && access ? await readCodeProgress(db, uid, course.id, null) : null;
  const sources = await lectureSources(db, course.id, access);
  if (!sources) return null;
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      summary: course.summary,
      format: course.format,
      credits: course.credits,
      faculty: course.faculty.map((member) => member.name),
      materials: course.materials,
    },
    media: {
      durationSeconds: course.media.durationSeconds,
      previewSeconds: course.media.previewSeconds,
      chapters: course.media.chapters,
      ...sources,
    },
    enrolment: enrolment
      ? {
          positionSeconds: enrolment.positionSeconds,
          furthestSeconds: enrolment.furthestSeconds,
          progress: enrolment.progress,
          watchedSeconds: enrolment.watchedSeconds,
          completed: enrolment.completedAt !== null,
        }
      : null,
    codes,
  };
}

type LectureSources = {
  poster: string | null;
  sources: { src: string; type: string }[];
  captions: string | null;
};

/**
 * The files the player loads. Registered attorneys get the uploaded lecture
 * and its captions when staff uploaded one (the address names the file, so a
 * replacement is never taken from a cache), else the bundled recording.
 * Everyone else gets the preview: for an uploaded lecture the clip cut from
 * it (none, null, when staff offer none), else the bundled one. The whole
 * uploaded lecture is never the public preview.
 */
async function lectureSources(
  db: Database,
  courseId: string,
  access: boolean,
): Promise<LectureSources | null> {
  const base = `/media/courses/${courseId}`;
  const poster = hasBundledMedia(courseId, "poster.webp") ? `${base}/poster.webp` : null;
  const uploaded = await readCurrentLectureMedia(db, courseId);
  if (access) {
    const captions = uploaded.captions
      ? `${base}/captions.vtt?v=${uploaded.captions.id}`
      : uploaded.video
        ? null
        : `${base}/captions.vtt`;
    if (uploaded.video) {
      const file = uploaded.video.contentType === "video/webm" ? "lecture.webm" : "lecture.mp4";
      return {
        // The uploaded lecture's own poster (made when it was taken), else the bundled one.
        poster: uploaded.video.posterKey ? `${base}/poster.webp?v=${uploaded.video.id}` : poster,
        sources: [
          { src: `${base}/${file}?v=${uploaded.video.id}`, type: uploaded.video.contentType },
        ],
        captions,
      };
    }
    return {
      poster,
      sources: [
        { src: `${base}/lecture.webm`, type: "video/webm" },
        { src: `${base}/lecture.mp4`, type: "video/mp4" },
      ],
      captions,
    };
  }
  if (uploaded.video) {
    // The clip cut from the uploaded lecture, or nothing when staff offer none.
    const clip = await readUploadedPreview(db, courseId);
    if (!clip?.offered) return null;
    return {
      poster: clip.posterKey ? `${base}/poster.webp?v=${clip.version}` : null,
      sources: [
        { src: `${base}/${clip.clip.file}?v=${clip.version}`, type: clip.clip.contentType },
      ],
      captions: clip.captions ? `${base}/preview.vtt?v=${clip.version}-${clip.captions.id}` : null,
    };
  }
  return {
    poster,
    sources: [
      { src: `${base}/preview.webm`, type: "video/webm" },
      { src: `${base}/preview.mp4`, type: "video/mp4" },
    ],
    captions: `${base}/preview.vtt`,
  };
}
