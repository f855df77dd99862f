import { isCourseId } from "~/content/catalogue";
import { serveFile } from "~/lib/serve-file.server";
import { getSessionUser } from "~/modules/auth/session.server";
import { hasCourseAccess } from "~/modules/learning/course-access.server";
import {
  COURSE_MEDIA_FILES,
  courseMediaPath,
  isCourseMediaFile,
} from "~/modules/learning/course-media.server";
import { readCurrentLectureMedia } from "~/modules/media/read-lecture-files.server";
import { readUploadedPreview } from "~/modules/media/read-uploaded-preview.server";
import { serveStoredFile } from "~/modules/media/serve-stored-file.server";
import { serveUploadedPreview } from "~/modules/media/serve-uploaded-preview.server";
import type { Route } from "./+types/course-media";

// A course's lecture media: the preview, poster and preview captions for
// everyone; the whole lecture and its captions only for registered attorneys.
// An uploaded lecture and captions (the media store) take the place of the
// bundled ones, and its public preview is a clip cut from it (decision 0030).
// Byte ranges are served, so the player can seek.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCourseId(params.courseId) || !isCourseMediaFile(params.file)) {
    return new Response("Not Found", { status: 404 });
  }
  const file = COURSE_MEDIA_FILES[params.file];
  const { database, mediaStore } = context.services;
  if (
    params.file !== "lecture.mp4" &&
    params.file !== "lecture.webm" &&
    params.file !== "captions.vtt"
  ) {
    const preview = await readUploadedPreview(database.db, params.courseId);
    const answer = preview
      ? await serveUploadedPreview(request, mediaStore, preview, params.file)
      : null;
    if (answer) return answer;
  }
  if (params.file === "poster.webp") {
    // An uploaded lecture's poster outside its public preview: for registered attorneys only.
    const { video } = await readCurrentLectureMedia(database.db, params.courseId);
    if (video?.posterKey) {
      const user = await getSessionUser(request, context);
      if (!user || !(await hasCourseAccess(database.db, user.id, params.courseId))) {
        return new Response("Register for this course to see its lecture.", { status: 403 });
      }
      return serveStoredFile(request, mediaStore, video.posterKey, {
        contentType: file.contentType,
        cacheControl: "private, max-age=3600",
      });
    }
  }
  if (file.access === "enrolled") {
    const user = await getSessionUser(request, context);
    if (!user) return new Response("Sign in to watch the whole course.", { status: 401 });
    if (!(await hasCourseAccess(database.db, user.id, params.courseId))) {
      return new Response("Register for this course to watch all of it.", { status: 403 });
    }
    const uploaded = await readCurrentLectureMedia(database.db, params.courseId);
    const stored = params.file === "captions.vtt" ? uploaded.captions : uploaded.video;
    if (stored && stored.contentType === file.contentType.split(";")[0]) {
      return serveStoredFile(request, mediaStore, stored.storageKey, {
        contentType: file.contentType,
        cacheControl: "private, max-age=3600, no-transform",
      });
    }
    // The bundled lecture and captions belong to the bundled recording only.
    if (uploaded.video) return new Response("Not Found", { status: 404 });
  }
  return serveFile(request, courseMediaPath(params.courseId, params.file), {
    contentType: file.contentType,
    cacheControl:
      file.access === "public" ? "public, max-age=86400" : "private, max-age=3600, no-transform",
  });
}
