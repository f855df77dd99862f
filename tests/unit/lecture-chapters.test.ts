import { describe, expect, it } from "vitest";
import { formatChapterLines, parseChapterLines } from "~/modules/course-editing/lecture-chapters";

describe("a lecture's chapters as staff type them", () => {
  it("reads times and titles, blank lines aside, and writes them back the same way", () => {
    const parsed = parseChapterLines(
      "0:00 Welcome\n\n  12:30   Confidentiality \n1:02:03 Summary",
      4000,
    );
    expect(parsed).toEqual({
      ok: true,
      chapters: [
        { title: "Welcome", startSeconds: 0 },
        { title: "Confidentiality", startSeconds: 750 },
        { title: "Summary", startSeconds: 3723 },
      ],
    });
    if (!parsed.ok) throw new Error("not parsed");
    expect(formatChapterLines(parsed.chapters)).toBe(
      "0:00 Welcome\n12:30 Confidentiality\n1:02:03 Summary",
    );
  });

  it.each([
    ["", 100, "List at least one chapter: 0:00 and its title."],
    ["0:05 Late start", 100, 'Chapter 1 ("0:05 Late start"): the first chapter starts at 0:00.'],
    [
      "Welcome",
      100,
      'Chapter 1 ("Welcome"): start with its time, such as 0:00 or 1:05:30, then the title.',
    ],
    [
      "0:00",
      100,
      'Chapter 1 ("0:00"): start with its time, such as 0:00 or 1:05:30, then the title.',
    ],
    ["0:00 A\n0:00 B", 100, 'Chapter 2 ("0:00 B"): each chapter starts after the one before.'],
    [
      "0:00 A\n0:75 B",
      100,
      'Chapter 2 ("0:75 B"): start with its time, such as 0:00 or 1:05:30, then the title.',
    ],
    [
      "0:00 A\n2:00 B",
      100,
      'Chapter 2 ("2:00 B"): the lecture is 1:40 long; a chapter starts before its end.',
    ],
    [
      "0:00 A\n0:10 \u0000",
      100,
      'Chapter 2 ("0:10 \u0000"): give it a title of at most 120 characters.',
    ],
  ])("refuses %j with the first bad line named", (text, seconds, message) => {
    expect(parseChapterLines(text, seconds)).toEqual({ ok: false, message });
  });

  it("refuses more than 60 chapters", () => {
    const lines = Array.from({ length: 61 }, (_, index) => `${index}:00 Part ${index + 1}`);
    expect(parseChapterLines(lines.join("\n"), 10_000)).toEqual({
      ok: false,
      message: "List at most 60 chapters.",
    });
  });
});
