import { type CourseContent, FACULTY } from "~/content/catalogue";
import type { LectureSlide } from "~/content/lectures";
import { SITE_NAME } from "~/content/site";

/** Slides are laid out at 1280x720 CSS pixels. */
export const SLIDE_WIDTH = 1280;
export const SLIDE_HEIGHT = 720;

/**
 * One slide as a page to screenshot: the first shows the course and its
 * faculty, the others the part's heading; each its bullets, and a footer with
 * the site, the course and the slide's number.
 */
export function slideHtml(
  course: CourseContent,
  slide: LectureSlide,
  index: number,
  count: number,
): string {
  const faculty = course.facultyIds
    .map((id) => FACULTY.find((member) => member.id === id))
    .filter((member) => member !== undefined);
  const bullets = `<ul class="bullets">${slide.bullets.map((bullet) => `<li>${escapeHtml(bullet)}</li>`).join("")}</ul>`;
  const body =
    index === 0
      ? `<p class="eyebrow">Sample lecture · ${escapeHtml(slide.heading)}</p>
         <h1 class="course">${escapeHtml(course.title)}</h1>
         <ul class="faculty">${faculty
           .map(
             (member) =>
               `<li><strong>${escapeHtml(member.name)}</strong><span>${escapeHtml(member.title)}</span><span>${escapeHtml(member.organisation)}</span></li>`,
           )
           .join("")}</ul>
         ${bullets}`
      : `<p class="eyebrow">Part ${index + 1} of ${count}</p>
         <h1>${escapeHtml(slide.heading)}</h1>
         ${bullets}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: ${SLIDE_WIDTH}px; height: ${SLIDE_HEIGHT}px; overflow: hidden; }
  body {
    font-family: "Liberation Sans", "DejaVu Sans", sans-serif;
    background: #0b1f3a; color: #ffffff;
    display: flex; flex-direction: column;
    -webkit-font-smoothing: antialiased;
  }
  .bar { height: 10px; background: #f59e0b; flex: none; }
  main { flex: 1; padding: 64px 96px 0; overflow: hidden; display: flex; flex-direction: column; }
  .eyebrow { color: #f59e0b; font-size: 24px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; }
  h1 { font-size: 58px; line-height: 1.12; font-weight: 700; margin-top: 18px; letter-spacing: -0.01em; }
  h1.course { font-size: 46px; }
  .faculty { list-style: none; margin-top: 26px; display: flex; gap: 48px; }
  .faculty li { display: flex; flex-direction: column; gap: 4px; font-size: 22px; color: #dbe6fe; }
  .faculty strong { color: #ffffff; font-size: 26px; }
  .bullets { list-style: none; margin-top: 44px; display: flex; flex-direction: column; gap: 24px; }
  h1.course ~ .bullets { margin-top: 34px; gap: 14px; }
  h1.course ~ .bullets li { font-size: 28px; color: #dbe6fe; }
  .bullets li { position: relative; padding-left: 40px; font-size: 36px; line-height: 1.25; }
  .bullets li::before {
    content: ""; position: absolute; left: 0; top: 0.45em;
    width: 14px; height: 14px; background: #f59e0b;
  }
  footer {
    flex: none; height: 64px; margin: 0 96px; border-top: 1px solid #2a4063;
    display: flex; align-items: center; justify-content: space-between; gap: 32px;
    font-size: 18px; color: #9fb3d1;
  }
  footer .title { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  footer .site { color: #ffffff; font-weight: 700; margin-right: 16px; }
  footer .number { white-space: nowrap; }
</style></head><body>
  <div class="bar"></div>
  <main>${body}</main>
  <footer>
    <span class="title"><span class="site">${escapeHtml(SITE_NAME)}</span>${escapeHtml(course.title)}</span>
    <span class="number">${index + 1} / ${count}</span>
  </footer>
</body></html>`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}
