import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COURSES, FACULTY } from "~/content/catalogue";
import { COURSE_MEDIA } from "~/content/course-media";
import { LECTURES, narrationSentences } from "~/content/lectures";

const MEDIA_DIR = path.resolve(import.meta.dirname, "../../media/courses");
const FILES = [
  "lecture.webm",
  "lecture.mp4",
  "preview.webm",
  "preview.mp4",
  "poster.webp",
  "captions.vtt",
  "preview.vtt",
] as const;

const published = COURSES.filter((course) => course.status === "published");

type Cue = { start: number; end: number; text: string };

/** A strict reading of the WebVTT the render script writes: header, then numbered cues. */
function parseVtt(source: string): Cue[] {
  const [header, ...blocks] = source
    .replace(/\r\n/g, "\n")
    .trimEnd()
    .split(/\n{2,}/);
  expect(header).toBe("WEBVTT");
  return blocks.map((block) => {
    const lines = block.split("\n");
    const timing = lines.findIndex((line) => line.includes("-->"));
    expect(timing, `cue without timing: ${block}`).toBeGreaterThanOrEqual(0);
    const match = /^(\d{2}):(\d{2}):(\d{2})\.(\d{3}) --> (\d{2}):(\d{2}):(\d{2})\.(\d{3})$/.exec(
      lines[timing] ?? "",
    );
    expect(match, `bad timing line: ${lines[timing]}`).not.toBeNull();
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = (match ?? []).map(Number);
    const text = lines.slice(timing + 1).join("\n");
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/<|&(?!amp;|lt;|gt;)/);
    return {
      start: (h1 ?? 0) * 3600 + (m1 ?? 0) * 60 + (s1 ?? 0) + (ms1 ?? 0) / 1000,
      end: (h2 ?? 0) * 3600 + (m2 ?? 0) * 60 + (s2 ?? 0) + (ms2 ?? 0) / 1000,
      text: text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&"),
    };
  });
}

function expectCuesWithin(cues: Cue[], limit: number) {
  expect(cues.length).toBeGreaterThan(0);
  let previousStart = -1;
  for (const cue of cues) {
    expect(cue.start).toBeGreaterThanOrEqual(0);
    expect(cue.start).toBeGreaterThanOrEqual(previousStart);
    expect(cue.end).toBeGreaterThan(cue.start);
    expect(cue.end).toBeLessThanOrEqual(limit);
    previousStart = cue.start;
  }
}

/** The length an MP4 declares in its movie header, and whether that header comes first. */
function mp4Facts(bytes: Buffer): { seconds: number; moovFirst: boolean } {
  let offset = 0;
  let seenMdat = false;
  while (offset + 8 <= bytes.length) {
    const size = bytes.readUInt32BE(offset);
    const type = bytes.toString("ascii", offset + 4, offset + 8);
    if (type === "mdat") seenMdat = true;
    if (type === "moov") {
      const mvhd = bytes.indexOf("mvhd", offset, "ascii");
      const version = bytes.readUInt8(mvhd + 4);
      const timescale =
        version === 1 ? bytes.readUInt32BE(mvhd + 24) : bytes.readUInt32BE(mvhd + 16);
      const duration =
        version === 1 ? Number(bytes.readBigUInt64BE(mvhd + 28)) : bytes.readUInt32BE(mvhd + 20);
      return { seconds: duration / timescale, moovFirst: !seenMdat };
    }
    if (size < 8) break;
    offset += size;
  }
  throw new Error("MP4 without a movie header");
}

describe("course media", () => {
  it("covers every published course, and nothing else", () => {
    expect(published.length).toBeGreaterThan(0);
    const ids = published.map((course) => course.id).sort();
    expect(Object.keys(LECTURES).sort()).toEqual(ids);
    expect(Object.keys(COURSE_MEDIA).sort()).toEqual(ids);
  });

  it("keeps all courses' files within the size budget", () => {
    let total = 0;
    for (const course of published) {
      let courseTotal = 0;
      for (const file of FILES) courseTotal += statSync(path.join(MEDIA_DIR, course.id, file)).size;
      expect(courseTotal, course.id).toBeLessThan(1.25 * 1024 * 1024);
      total += courseTotal;
    }
    expect(total).toBeLessThan(14 * 1000 * 1000);
  });

  describe.each(published.map((course) => [course.id, course] as const))("%s", (id, course) => {
    const lecture = LECTURES[id];
    const media = COURSE_MEDIA[id];
    const dir = path.join(MEDIA_DIR, id);

    it("has a lecture of 5 to 8 slides that opens with the course and its faculty", () => {
      expect(lecture).toBeDefined();
      const slides = lecture?.slides ?? [];
      expect(slides.length).toBeGreaterThanOrEqual(5);
      expect(slides.length).toBeLessThanOrEqual(8);
      for (const slide of slides) {
        expect(slide.heading.trim()).not.toBe("");
        expect(slide.bullets.length).toBeGreaterThanOrEqual(2);
        expect(slide.bullets.length).toBeLessThanOrEqual(4);
        const sentences = narrationSentences(slide.narration);
        expect(sentences.length, slide.heading).toBeGreaterThanOrEqual(2);
        expect(sentences.length, slide.heading).toBeLessThanOrEqual(4);
      }
      const opening = slides[0]?.narration ?? "";
      for (const facultyId of course.facultyIds) {
        const name = FACULTY.find((member) => member.id === facultyId)?.name;
        expect(name).toBeDefined();
        expect(opening).toContain(name);
      }
      expect(slides.at(-1)?.heading).toBe("Summary");
    });

    it("has a manifest entry with a chapter per slide", () => {
      expect(media).toBeDefined();
      if (!media || !lecture) return;
      expect(Number.isInteger(media.durationSeconds)).toBe(true);
      expect(media.durationSeconds).toBeGreaterThanOrEqual(90);
      expect(media.durationSeconds).toBeLessThanOrEqual(180);
      expect(media.previewSeconds).toBeGreaterThan(0);
      expect(media.previewSeconds).toBeLessThan(media.durationSeconds);
      expect(media.chapters.map((chapter) => chapter.title)).toEqual(
        lecture.slides.map((slide) => slide.heading),
      );
      expect(media.chapters[0]?.startSeconds).toBe(0);
      for (const [index, chapter] of media.chapters.entries()) {
        expect(chapter.startSeconds).toBeLessThan(media.durationSeconds);
        if (index > 0) {
          expect(chapter.startSeconds).toBeGreaterThan(
            media.chapters[index - 1]?.startSeconds ?? 0,
          );
        }
      }
    });

    it("has every file, non-empty and of the right kind", () => {
      for (const file of FILES) {
        expect(statSync(path.join(dir, file)).size, file).toBeGreaterThan(0);
      }
      for (const file of ["lecture.webm", "preview.webm"]) {
        expect(readFileSync(path.join(dir, file)).subarray(0, 4).toString("hex")).toBe("1a45dfa3");
      }
      const poster = readFileSync(path.join(dir, "poster.webp"));
      expect(poster.toString("ascii", 0, 4)).toBe("RIFF");
      expect(poster.toString("ascii", 8, 12)).toBe("WEBP");
    });

    it("has MP4s of the manifest's lengths, ready to stream", () => {
      if (!media) throw new Error("no manifest entry");
      const lectureMp4 = mp4Facts(readFileSync(path.join(dir, "lecture.mp4")));
      expect(lectureMp4.moovFirst).toBe(true);
      expect(Math.abs(lectureMp4.seconds - media.durationSeconds)).toBeLessThan(0.2);
      const previewMp4 = mp4Facts(readFileSync(path.join(dir, "preview.mp4")));
      expect(previewMp4.moovFirst).toBe(true);
      expect(Math.abs(previewMp4.seconds - media.previewSeconds)).toBeLessThan(0.2);
    });

    it("has captions that speak the narration, one cue per sentence", () => {
      if (!media || !lecture) throw new Error("no lecture or manifest entry");
      const cues = parseVtt(readFileSync(path.join(dir, "captions.vtt"), "utf8"));
      expectCuesWithin(cues, media.durationSeconds);
      expect(cues.map((cue) => cue.text)).toEqual(
        lecture.slides.flatMap((slide) => narrationSentences(slide.narration)),
      );
      // Each slide's first sentence is spoken after its chapter begins.
      let cueIndex = 0;
      for (const [index, slide] of lecture.slides.entries()) {
        const chapterStart = media.chapters[index]?.startSeconds ?? 0;
        expect(cues[cueIndex]?.start).toBeGreaterThanOrEqual(chapterStart);
        cueIndex += narrationSentences(slide.narration).length;
      }
    });

    it("has preview captions clipped to the preview, ending on a sentence", () => {
      if (!media) throw new Error("no manifest entry");
      const full = parseVtt(readFileSync(path.join(dir, "captions.vtt"), "utf8"));
      const preview = parseVtt(readFileSync(path.join(dir, "preview.vtt"), "utf8"));
      expectCuesWithin(preview, media.previewSeconds);
      expect(preview).toEqual(full.slice(0, preview.length));
      // The next sentence starts after the preview has ended.
      expect(full[preview.length]?.start).toBeGreaterThan(media.previewSeconds);
    });
  });
});

describe("narrationSentences", () => {
  it("does not break after case-name and other abbreviations", () => {
    expect(
      narrationSentences(
        "In Mata v. Avianca, Judge P. Kevin Castel found bad faith. Griggs v. Duke Power Co. in 1971 followed. Done!",
      ),
    ).toEqual([
      "In Mata v. Avianca, Judge P. Kevin Castel found bad faith.",
      "Griggs v. Duke Power Co. in 1971 followed.",
      "Done!",
    ]);
  });
});
