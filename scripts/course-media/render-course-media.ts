import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import type { CourseContent } from "~/content/catalogue";
import type { CourseMedia } from "~/content/course-types";
import { LECTURES, narrationSentences } from "~/content/lectures";
import { checkMediaFiles } from "./check-media-files";
import { encode, encodePoster } from "./encode-video";
import { layOut, type Sentence, segments } from "./lay-out-timeline";
import { RATE, seconds } from "./media-clock";
import { mix, wav } from "./mix-narration";
import { renderSlides } from "./render-slides";
import { speak } from "./speak-sentence";
import { vtt } from "./write-captions";

/**
 * Renders one course's sample lecture into `mediaDir`/{courseId}/: the
 * lecture and its preview (WebM and MP4), the poster and both caption files.
 * Returns what the manifest says of it.
 */
export async function renderCourseMedia(
  browser: Browser,
  course: CourseContent,
  mediaDir: string,
): Promise<CourseMedia> {
  const lecture = LECTURES[course.id];
  if (!lecture) throw new Error(`${course.id} has no lecture`);
  const work = await mkdtemp(path.join(os.tmpdir(), "course-media-"));
  const out = path.join(mediaDir, course.id);
  await mkdir(out, { recursive: true });
  try {
    const spoken: Sentence[][] = [];
    let counter = 0;
    for (const slide of lecture.slides) {
      const sentences: Sentence[] = [];
      for (const text of narrationSentences(slide.narration)) {
        counter += 1;
        sentences.push({ text, samples: await speak(text, path.join(work, `s${counter}.wav`)) });
      }
      spoken.push(sentences);
    }
    const timeline = layOut(spoken);

    const slidePaths = await renderSlides(browser, course, lecture.slides, work);

    const lectureWav = path.join(work, "lecture.wav");
    const previewWav = path.join(work, "preview.wav");
    const audio = mix(spoken, timeline);
    await writeFile(lectureWav, wav(audio));
    await writeFile(previewWav, wav(audio.subarray(0, timeline.previewEnd)));

    const full = segments(timeline.slideStarts, timeline.total);
    const preview = segments(
      timeline.slideStarts.filter((start) => start < timeline.previewEnd),
      timeline.previewEnd,
    );
    await encode(slidePaths, full, lectureWav, path.join(out, "lecture"));
    await encode(slidePaths, preview, previewWav, path.join(out, "preview"));
    await encodePoster(slidePaths[0] ?? "", path.join(out, "poster.webp"));

    await writeFile(path.join(out, "captions.vtt"), vtt(timeline.sentences, timeline.total));
    await writeFile(path.join(out, "preview.vtt"), vtt(timeline.sentences, timeline.previewEnd));

    const media: CourseMedia = {
      durationSeconds: timeline.total / RATE,
      previewSeconds: timeline.previewEnd / RATE,
      chapters: lecture.slides.map((slide, index) => ({
        title: slide.heading,
        startSeconds: seconds(timeline.slideStarts[index] ?? 0),
      })),
    };
    await checkMediaFiles(course.id, out, media);
    return media;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
