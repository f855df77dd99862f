/**
 * Renders each published course's sample lecture (app/content/lectures.ts)
 * into media/courses/{courseId}/ and writes the manifest
 * app/content/course-media.ts. The outputs are committed: this only needs
 * running when a lecture's text or the design changes.
 *
 *   npx tsx scripts/make-course-media.ts [courseId ...]   (default: every published course)
 *
 * Needs `apt-get install -y ffmpeg espeak-ng` (ffmpeg with libvpx-vp9,
 * libopus, libx264 and libwebp) and Debian's Chromium at /usr/bin/chromium.
 *
 * Each caption sentence is spoken separately by espeak-ng, so its exact
 * length is known; the sentences are joined with short pauses into one
 * track, and each slide (an HTML page screenshotted by Chromium) is held for
 * its narration. The timeline is laid out in audio samples, with slide
 * changes on the video's 0.2 s frame grid, so captions, chapters and frames
 * agree exactly.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import { COURSES, type CourseContent, FACULTY } from "~/content/catalogue";
import type { CourseMedia } from "~/content/course-types";
import { LECTURES, type LectureSlide, narrationSentences } from "~/content/lectures";
import { SITE_NAME } from "~/content/site";

const run = promisify(execFile);

const ROOT = path.resolve(import.meta.dirname, "..");
const MEDIA_DIR = path.join(ROOT, "media", "courses");
const MANIFEST = path.join(ROOT, "app", "content", "course-media.ts");

/** Slides are laid out at 1280x720 CSS pixels and captured at 960x540. */
const WIDTH = 1280;
const HEIGHT = 720;
const SCALE = 0.75;
/** Slides change on this frame grid; a still picture needs no more. */
const FPS = 5;
/** espeak-ng's output rate; the whole timeline is counted in these samples. */
const RATE = 22_050;
const FRAME = RATE / FPS;

const VOICE = "en-us";
const WORDS_PER_MINUTE = "160";

/** Pauses, in seconds. */
const LEAD_IN = 0.8;
const BETWEEN_SENTENCES = 0.45;
/** After a slide's last sentence, before the next slide appears. */
const SLIDE_TAIL = 0.5;
/** After a slide appears, before its first sentence. */
const SLIDE_LEAD = 0.5;
const END_TAIL = 1.2;
/** The preview ends at the sentence end nearest to this. */
const PREVIEW_TARGET = 30;

type Sentence = { text: string; samples: Int16Array };
type PlacedSentence = { text: string; start: number; end: number };
type Timeline = {
  /** Sample index where each slide appears (the first at 0). */
  slideStarts: number[];
  sentences: PlacedSentence[];
  total: number;
  previewEnd: number;
};

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
      made[course.id] = await renderCourse(browser, course);
    }
  } finally {
    await browser.close();
  }
  await writeManifest(made, published);
}

async function renderCourse(browser: Browser, course: CourseContent): Promise<CourseMedia> {
  const lecture = LECTURES[course.id];
  if (!lecture) throw new Error(`${course.id} has no lecture`);
  const work = await mkdtemp(path.join(os.tmpdir(), "course-media-"));
  const out = path.join(MEDIA_DIR, course.id);
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
    await ffmpeg([
      "-i",
      slidePaths[0] ?? "",
      "-frames:v",
      "1",
      "-c:v",
      "libwebp",
      "-quality",
      "80",
      path.join(out, "poster.webp"),
    ]);

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
    await report(course.id, out, media);
    return media;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Words espeak-ng says better spelled out; the captions keep the written form. */
const PRONUNCIATIONS: [RegExp, string][] = [
  [/\bv\. /g, "versus "],
  [/\bCo\./g, "Company"],
  [/\bLLP\b/g, "L L P"],
  // "26(b)(5)(B)" is read as one reference, not with a pause at each bracket.
  [/\((\w{1,3})\)/g, " $1"],
];

/** One sentence spoken to a WAV file, returned as its samples without the silence around them. */
async function speak(text: string, file: string): Promise<Int16Array> {
  let said = text;
  for (const [pattern, replacement] of PRONUNCIATIONS) said = said.replace(pattern, replacement);
  await run("espeak-ng", ["-v", VOICE, "-s", WORDS_PER_MINUTE, "-w", file, said]);
  const { samples, rate } = readWav(await readFile(file));
  if (rate !== RATE) throw new Error(`espeak-ng wrote ${rate} Hz, expected ${RATE}`);
  return trimSilence(samples);
}

function readWav(bytes: Buffer): { samples: Int16Array; rate: number } {
  if (bytes.toString("ascii", 0, 4) !== "RIFF" || bytes.toString("ascii", 8, 12) !== "WAVE") {
    throw new Error("not a WAV file");
  }
  let offset = 12;
  let rate = 0;
  let channels = 0;
  let bits = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString("ascii", offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      channels = bytes.readUInt16LE(body + 2);
      rate = bytes.readUInt32LE(body + 4);
      bits = bytes.readUInt16LE(body + 14);
    } else if (id === "data") {
      if (channels !== 1 || bits !== 16) throw new Error("expected 16-bit mono audio");
      // A streamed WAV may leave the size unset: then the data runs to the end.
      const end = Math.min(body + size, bytes.length) & ~1;
      const samples = new Int16Array((end - body) >> 1);
      for (let index = 0; index < samples.length; index += 1) {
        samples[index] = bytes.readInt16LE(body + index * 2);
      }
      return { samples, rate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("WAV file without data");
}

function trimSilence(samples: Int16Array): Int16Array {
  const threshold = 250;
  const margin = Math.round(RATE * 0.03);
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] ?? 0) < threshold) first += 1;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] ?? 0) < threshold) last -= 1;
  if (first >= last) throw new Error("espeak-ng produced silence");
  return samples.subarray(Math.max(0, first - margin), Math.min(samples.length, last + margin));
}

/**
 * Places every sentence on the timeline. The preview ends at the sentence end
 * nearest PREVIEW_TARGET, rounded up to a whole second; the pause after that
 * sentence is stretched when needed so the next sentence (or slide) begins
 * after the preview has ended.
 */
function layOut(spoken: Sentence[][]): Timeline {
  const draft = place(spoken, null);
  let previewIndex = 0;
  for (const [index, sentence] of draft.sentences.entries()) {
    const best = draft.sentences[previewIndex];
    if (
      best &&
      Math.abs(sentence.end / RATE - PREVIEW_TARGET) < Math.abs(best.end / RATE - PREVIEW_TARGET)
    ) {
      previewIndex = index;
    }
  }
  const timeline = place(spoken, previewIndex);
  if (timeline.previewEnd >= timeline.total) throw new Error("the lecture is too short");
  return timeline;
}

function place(spoken: Sentence[][], previewIndex: number | null): Timeline {
  const slideStarts: number[] = [];
  const sentences: PlacedSentence[] = [];
  let cursor = 0;
  let previewEnd = 0;
  for (const [slide, slideSentences] of spoken.entries()) {
    if (slide === 0) {
      slideStarts.push(0);
      cursor = samples(LEAD_IN);
    } else {
      const start = onFrame(cursor + samples(SLIDE_TAIL));
      slideStarts.push(start);
      cursor = start + samples(SLIDE_LEAD);
    }
    for (const [index, sentence] of slideSentences.entries()) {
      if (index > 0) cursor += samples(BETWEEN_SENTENCES);
      const start = cursor;
      cursor += sentence.samples.length;
      sentences.push({ text: sentence.text, start, end: cursor });
      if (previewIndex === sentences.length - 1) {
        previewEnd = Math.ceil((cursor + samples(0.25)) / RATE) * RATE;
        // Nothing of what follows may start inside the preview.
        const next = previewEnd + samples(0.2);
        const lastOfSlide = index === slideSentences.length - 1;
        cursor = Math.max(
          cursor,
          lastOfSlide ? next - samples(SLIDE_TAIL) : next - samples(BETWEEN_SENTENCES),
        );
      }
    }
  }
  const total = Math.ceil((cursor + samples(END_TAIL)) / RATE) * RATE;
  return { slideStarts, sentences, total, previewEnd };
}

function samples(secondsValue: number): number {
  return Math.round(secondsValue * RATE);
}

function onFrame(sample: number): number {
  return Math.ceil(sample / FRAME) * FRAME;
}

/** Seconds, to the millisecond (frame-aligned times come out exact to 0.2 s). */
function seconds(sample: number): number {
  return Math.round((sample / RATE) * 1000) / 1000;
}

function mix(spoken: Sentence[][], timeline: Timeline): Int16Array {
  const audio = new Int16Array(timeline.total);
  const flat = spoken.flat();
  for (const [index, placed] of timeline.sentences.entries()) {
    const sentence = flat[index];
    if (sentence) audio.set(sentence.samples, placed.start);
  }
  return audio;
}

function wav(audio: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + audio.length * 2, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(audio.length * 2, 40);
  return Buffer.concat([header, Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength)]);
}

/** Each slide's start and how long it stays, in whole frames. */
function segments(starts: number[], end: number): { start: number; frames: number }[] {
  return starts.map((start, index) => ({
    start,
    frames: Math.round(((starts[index + 1] ?? end) - start) / FRAME),
  }));
}

async function encode(
  slidePaths: string[],
  parts: { start: number; frames: number }[],
  audioPath: string,
  base: string,
) {
  const inputs: string[] = [];
  for (const [index, part] of parts.entries()) {
    inputs.push(
      "-loop",
      "1",
      "-framerate",
      String(FPS),
      "-t",
      (part.frames / FPS).toFixed(1),
      "-i",
      slidePaths[index] ?? "",
    );
  }
  inputs.push("-i", audioPath);
  const concat = `${parts.map((_, index) => `[${index}:v]`).join("")}concat=n=${parts.length}:v=1:a=0,format=yuv420p[v]`;
  // A keyframe at every slide change, so chapter jumps land on a clean frame;
  // in between the picture does not change and costs next to nothing.
  const keyframes = parts.map((part) => (part.start / RATE).toFixed(1)).join(",");
  const common = [
    ...inputs,
    "-filter_complex",
    concat,
    "-map",
    "[v]",
    "-map",
    `${parts.length}:a`,
    "-r",
    String(FPS),
    "-force_key_frames",
    keyframes,
    "-ac",
    "1",
    "-threads",
    "2",
    // Same input, same bytes: re-rendering does not churn unchanged files.
    "-fflags",
    "+bitexact",
  ];
  await ffmpeg([
    ...common,
    "-c:v",
    "libvpx-vp9",
    "-crf",
    "42",
    "-b:v",
    "0",
    "-g",
    "600",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-row-mt",
    "1",
    "-c:a",
    "libopus",
    "-b:a",
    "10k",
    "-application",
    "voip",
    // Longer packets: less container overhead at this bitrate.
    "-frame_duration",
    "60",
    `${base}.webm`,
  ]);
  await ffmpeg([
    ...common,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-tune",
    "stillimage",
    "-crf",
    "30",
    "-g",
    "600",
    "-c:a",
    "aac",
    "-b:a",
    "12k",
    "-ar",
    "16000",
    "-movflags",
    "+faststart",
    `${base}.mp4`,
  ]);
}

async function ffmpeg(args: string[]) {
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

function vtt(sentences: PlacedSentence[], end: number): string {
  const cues = sentences
    .filter((sentence) => sentence.start < end)
    .map(
      (sentence, index) =>
        `${index + 1}\n${timestamp(sentence.start)} --> ${timestamp(Math.min(sentence.end, end))}\n${escapeCue(sentence.text)}\n`,
    );
  return `WEBVTT\n\n${cues.join("\n")}`;
}

function timestamp(sample: number): string {
  const millis = Math.round((sample / RATE) * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:${String(secs).padStart(2, "0")}.${String(millis % 1000).padStart(3, "0")}`;
}

function escapeCue(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

async function renderSlides(
  browser: Browser,
  course: CourseContent,
  slides: LectureSlide[],
  work: string,
): Promise<string[]> {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
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

function slideHtml(
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
  html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
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

async function report(courseId: string, out: string, media: CourseMedia) {
  const files = [
    "lecture.webm",
    "lecture.mp4",
    "preview.webm",
    "preview.mp4",
    "poster.webp",
    "captions.vtt",
    "preview.vtt",
  ];
  let total = 0;
  const sizes: string[] = [];
  for (const file of files) {
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
    const { stdout } = await run("ffprobe", [
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

async function writeManifest(
  made: Record<string, CourseMedia>,
  published: readonly CourseContent[],
) {
  let existing: Readonly<Record<string, CourseMedia>> = {};
  try {
    existing = (await import("~/content/course-media")).COURSE_MEDIA;
  } catch {
    // First run: no manifest yet.
  }
  const entries: Record<string, CourseMedia> = {};
  for (const course of published) {
    const media = made[course.id] ?? existing[course.id];
    if (media) entries[course.id] = media;
  }
  const source = `// Generated by scripts/make-course-media.ts from app/content/lectures.ts; do not edit by hand.
// Re-render with \`npx tsx scripts/make-course-media.ts [courseId ...]\`.
import type { CourseMedia } from "~/content/course-types";

/**
 * Each published course's sample lecture under media/courses/{courseId}/:
 * its real length, the length of the public preview, and a chapter per slide.
 */
export const COURSE_MEDIA: Readonly<Record<string, CourseMedia>> = {
${Object.entries(entries)
  .map(
    ([id, media]) => `  ${JSON.stringify(id)}: {
    durationSeconds: ${media.durationSeconds},
    previewSeconds: ${media.previewSeconds},
    chapters: [
${media.chapters
  .map(
    (chapter) =>
      `      { title: ${JSON.stringify(chapter.title)}, startSeconds: ${chapter.startSeconds} },`,
  )
  .join("\n")}
    ],
  },`,
  )
  .join("\n")}
};
`;
  await writeFile(MANIFEST, source);
  await run("npx", ["biome", "format", "--write", MANIFEST], { cwd: ROOT });
}

await main();
