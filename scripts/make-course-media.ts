/**
 * Renders each published course's sample lecture (app/content/lectures.ts)
 * into media/courses/{courseId}/ and writes the manifest
 * app/content/course-media.ts. The outputs are committed: this only needs
 * running when a lecture's text or the design changes.
 *
 *   npx tsx scripts/make-course-media.ts [courseId ...]   (default: every published course)
 *
 * Needs `apt-get install -y espeak-ng` and Debian's Chromium at
 * /usr/bin/chromium; ffmpeg and ffprobe are the ones npm installs (or
 * FFMPEG_PATH's and FFPROBE_PATH's; any build with libvpx-vp9, libopus,
 * libx264 and libwebp).
 *
 * Each caption sentence is spoken separately by espeak-ng, so its exact
 * length is known; the sentences are joined with short pauses into one
 * track, and each slide (an HTML page screenshotted by Chromium) is held for
 * its narration. The timeline is laid out in audio samples, with slide
 * changes on the video's 0.2 s frame grid, so captions, chapters and frames
 * agree exactly. The steps are in scripts/course-media/.
 */
import path from "node:path";
import { chromium } from "@playwright/test";
import { COURSES } from "~/content/catalogue";
import type { CourseMedia } from "~/content/course-types";
import { LECTURES } from "~/content/lectures";
import { renderCourseMedia } from "./course-media/render-course-media";
import { writeManifest } from "./course-media/write-manifest";

const ROOT = path.resolve(import.meta.dirname, "..");
const MEDIA_DIR = path.join(ROOT, "media", "courses");
const MANIFEST = path.join(ROOT, "app", "content", "course-media.ts");

async function main() {
  const requested = process.argv.slice(2);
  const published = COURSES.filter((course) => course.status === "published");
  for (const id of requested) {
    if (!published.some((course) => course.id === id)) {
      throw new Error(`${id} is not a published course`);
    }
  }
  const courses = published.filter(
    (course) => requested.length === 0 || requested.includes(course.id),
  );
  for (const course of courses) {
    if (!LECTURES[course.id]) throw new Error(`${course.id} has no lecture in lectures.ts`);
  }

  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  const made: Record<string, CourseMedia> = {};
  try {
    for (const course of courses) {
      made[course.id] = await renderCourseMedia(browser, course, MEDIA_DIR);
    }
  } finally {
    await browser.close();
  }
  await writeManifest(made, published, { manifest: MANIFEST, root: ROOT });
}

await main();
