import type { Database } from "~/db/client.server";
import { readCodeProgress } from "~/modules/attendance/read-code-progress.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { hasCourseAccess } from "./course-access.server";
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
  const base = `/media/courses/${course.id}`;
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
      poster: `${base}/poster.webp`,
      sources: access
        ? [`${base}/lecture.webm`, `${base}/lecture.mp4`]
        : [`${base}/preview.webm`, `${base}/preview.mp4`],
      captions: access ? `${base}/captions.vtt` : `${base}/preview.vtt`,
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
