import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The files of a course's lecture (media/courses/{courseId}/), and who may fetch them. */
export const COURSE_MEDIA_FILES = {
  "poster.webp": { contentType: "image/webp", access: "public" },
  "preview.webm": { contentType: "video/webm", access: "public" },
  "preview.mp4": { contentType: "video/mp4", access: "public" },
  "preview.vtt": { contentType: "text/vtt; charset=utf-8", access: "public" },
  "lecture.webm": { contentType: "video/webm", access: "enrolled" },
  "lecture.mp4": { contentType: "video/mp4", access: "enrolled" },
  "captions.vtt": { contentType: "text/vtt; charset=utf-8", access: "enrolled" },
} as const;

type CourseMediaFile = keyof typeof COURSE_MEDIA_FILES;

export function isCourseMediaFile(name: string): name is CourseMediaFile {
  return Object.hasOwn(COURSE_MEDIA_FILES, name);
}

let mediaRoot: string | null = null;

/**
 * The media/ folder sits at the package root, beside drizzle/: from source
 * (app/modules/learning) and from the bundle (build/server) walk up to it.
 */
function courseMediaRoot(): string {
  if (mediaRoot) return mediaRoot;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "media", "courses");
    if (existsSync(candidate)) {
      mediaRoot = candidate;
      return candidate;
    }
    dir = path.dirname(dir);
  }
  mediaRoot = path.resolve("media", "courses");
  return mediaRoot;
}

/** The path of one of a course's media files (the course id is checked by the caller). */
export function courseMediaPath(courseId: string, file: CourseMediaFile): string {
  return path.join(courseMediaRoot(), courseId, file);
}

const bundled = new Map<string, boolean>();

/**
 * Whether the course has a bundled file of this name (the seeded courses'
 * media). They ship with the package and never change while it runs, so
 * each answer is remembered rather than asked of the disk per page.
 */
export function hasBundledMedia(courseId: string, file: CourseMediaFile): boolean {
  const filePath = courseMediaPath(courseId, file);
  let known = bundled.get(filePath);
  if (known === undefined) {
    known = existsSync(filePath);
    bundled.set(filePath, known);
  }
  return known;
}
