import type { CourseMedia } from "~/content/course-types";
import { formatClock } from "~/lib/format";
import { isStorableText } from "~/lib/text-input";

type Chapter = CourseMedia["chapters"][number];

/** The most chapters a lecture lists in the player. */
export const MAX_CHAPTERS = 60;
const MAX_TITLE = 120;

/** The chapters as staff edit them: one a line, "start title" ("0:00 Welcome", "1:02:03 Summary"). */
export function formatChapterLines(chapters: readonly Chapter[]): string {
  return chapters
    .map((chapter) => `${formatClock(chapter.startSeconds)} ${chapter.title}`)
    .join("\n");
}

/** "1:05" or "1:02:03" as seconds; null when it is not a time. */
function readClock(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/**
 * Reads the chapters staff typed, against the lecture's length: the first
 * starts at 0:00, each later than the one before and before the end, each
 * with a title. Says what is wrong with the first bad line.
 */
export function parseChapterLines(
  text: string,
  durationSeconds: number,
): { ok: true; chapters: Chapter[] } | { ok: false; message: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length === 0)
    return { ok: false, message: "List at least one chapter: 0:00 and its title." };
  if (lines.length > MAX_CHAPTERS) {
    return { ok: false, message: `List at most ${MAX_CHAPTERS} chapters.` };
  }
  const chapters: Chapter[] = [];
  for (const [index, line] of lines.entries()) {
    const where = `Chapter ${index + 1} ("${line.slice(0, 40)}")`;
    const space = line.search(/\s/);
    const startSeconds = space > 0 ? readClock(line.slice(0, space)) : null;
    if (startSeconds === null) {
      return {
        ok: false,
        message: `${where}: start with its time, such as 0:00 or 1:05:30, then the title.`,
      };
    }
    const title = line.slice(space).trim();
    if (!title || title.length > MAX_TITLE || !isStorableText(title)) {
      return {
        ok: false,
        message: `${where}: give it a title of at most ${MAX_TITLE} characters.`,
      };
    }
    const previous = chapters.at(-1);
    if (!previous && startSeconds !== 0) {
      return { ok: false, message: `${where}: the first chapter starts at 0:00.` };
    }
    if (previous && startSeconds <= previous.startSeconds) {
      return { ok: false, message: `${where}: each chapter starts after the one before.` };
    }
    if (startSeconds >= durationSeconds) {
      return {
        ok: false,
        message: `${where}: the lecture is ${formatClock(durationSeconds)} long; a chapter starts before its end.`,
      };
    }
    chapters.push({ title, startSeconds });
  }
  return { ok: true, chapters };
}
