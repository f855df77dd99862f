import type { CourseMedia } from "~/content/course-types";
import { formatClock } from "~/lib/format";

// A course's timed agenda, from its lecture's chapters: clock times from the
// start of the first live session (in the session's time zone), or minutes
// into the recording for an on-demand course. Pure.

export type AgendaRow = {
  /** "1:00 PM" from a live session's start, or "0:27" into the recording. */
  from: string;
  to: string;
  minutes: number;
  title: string;
};

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockTime(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
    clockFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The agenda's rows; empty when the course has no chapters. */
export function timedAgenda(
  media: CourseMedia | null,
  start: { startsAt: Date; timeZone: string } | null,
): AgendaRow[] {
  if (!media) return [];
  const chapters = [...media.chapters].sort((a, b) => a.startSeconds - b.startSeconds);
  return chapters.map((chapter, index) => {
    const endSeconds = chapters[index + 1]?.startSeconds ?? media.durationSeconds;
    const at = (seconds: number) =>
      start
        ? clockTime(new Date(start.startsAt.getTime() + seconds * 1000), start.timeZone)
        : formatClock(seconds);
    return {
      from: at(chapter.startSeconds),
      to: at(endSeconds),
      minutes: Math.round(((endSeconds - chapter.startSeconds) / 60) * 10) / 10,
      title: chapter.title,
    };
  });
}
