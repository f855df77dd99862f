import { stat } from "node:fs/promises";
import path from "node:path";
import type { CourseMedia } from "~/content/course-types";
import { mediaToolPath } from "~/lib/locate-media-tools.server";
import { COURSE_MEDIA_FILES } from "~/modules/learning/course-media.server";
import { run } from "./run-command";

/**
 * Checks a course's rendered files against the timeline (each video lasts as
 * long as the manifest will say) and prints the sizes of the files the site
 * serves.
 */
export async function checkMediaFiles(courseId: string, out: string, media: CourseMedia) {
  let total = 0;
  const sizes: string[] = [];
  for (const file of Object.keys(COURSE_MEDIA_FILES)) {
    const { size } = await stat(path.join(out, file));
    total += size;
    sizes.push(`${file} ${(size / 1024).toFixed(0)} KB`);
  }
  // The encoders' own idea of each file's length, to catch any drift.
  for (const [file, expected] of [
    ["lecture.webm", media.durationSeconds],
    ["lecture.mp4", media.durationSeconds],
    ["preview.webm", media.previewSeconds],
    ["preview.mp4", media.previewSeconds],
  ] as const) {
    const { stdout } = await run(mediaToolPath("ffprobe"), [
      "-v",
      "error",
      "-show_entries",
      "format=duration",
      "-of",
      "csv=p=0",
      path.join(out, file),
    ]);
    const actual = Number(stdout.trim());
    if (Math.abs(actual - expected) > 0.15) {
      throw new Error(`${courseId}/${file} lasts ${actual} s, expected ${expected} s`);
    }
  }
  console.log(
    `${courseId}: ${media.durationSeconds} s, preview ${media.previewSeconds} s, ${media.chapters.length} chapters; ${sizes.join(", ")}; total ${(total / 1024).toFixed(0)} KB`,
  );
}
