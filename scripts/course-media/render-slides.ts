import path from "node:path";
import type { Browser } from "@playwright/test";
import type { CourseContent } from "~/content/catalogue";
import type { LectureSlide } from "~/content/lectures";
import { SLIDE_HEIGHT, SLIDE_WIDTH, slideHtml } from "./slide-html";

/** Slides are captured at 960x540 (three quarters of their layout size). */
const SCALE = 0.75;

/** Screenshots each slide into `work` as slide-{n}.png; returns the files in order. */
export async function renderSlides(
  browser: Browser,
  course: CourseContent,
  slides: LectureSlide[],
  work: string,
): Promise<string[]> {
  const page = await browser.newPage({
    viewport: { width: SLIDE_WIDTH, height: SLIDE_HEIGHT },
    deviceScaleFactor: SCALE,
  });
  const paths: string[] = [];
  try {
    for (const [index, slide] of slides.entries()) {
      await page.setContent(slideHtml(course, slide, index, slides.length), { waitUntil: "load" });
      // Text that does not fit would be cut off in the video: stop instead.
      const overflow = await page.evaluate(() => {
        const main = document.querySelector("main");
        return main ? main.scrollHeight > main.clientHeight + 1 : true;
      });
      if (overflow) throw new Error(`${course.id}: slide ${index + 1} does not fit`);
      const file = path.join(work, `slide-${index + 1}.png`);
      await page.screenshot({ path: file, type: "png" });
      paths.push(file);
    }
  } finally {
    await page.close();
  }
  return paths;
}
