import { useId } from "react";
import type { CourseMedia } from "~/content/course-types";
import { formatClock } from "~/lib/format";
import { SKIP_TOLERANCE_SECONDS } from "~/modules/learning/player-rules";

/**
 * The lecture's chapters, each a button that moves the video there. Locked
 * (and saying why) past the preview for a visitor, and past what was watched
 * on an attorney's first viewing.
 */
export function ChapterList({
  chapters,
  enrolled,
  firstViewing,
  allowedSeconds,
  previewSeconds,
  onOpen,
  setNotice,
}: {
  chapters: CourseMedia["chapters"];
  enrolled: boolean;
  firstViewing: boolean;
  /** How far an enrolled attorney may go. */
  allowedSeconds: number;
  previewSeconds: number;
  onOpen: (startSeconds: number) => void;
  setNotice: (notice: string) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-chapters`} className="mt-6">
      <h2 id={`${id}-chapters`} className="font-semibold text-xl">
        Chapters
      </h2>
      <ol className="mt-2 grid gap-1 sm:grid-cols-2">
        {chapters.map((chapter) => {
          const locked = enrolled
            ? firstViewing && chapter.startSeconds > allowedSeconds + SKIP_TOLERANCE_SECONDS
            : chapter.startSeconds >= previewSeconds;
          return (
            <li key={chapter.startSeconds}>
              <button
                type="button"
                // Not `disabled`: a locked chapter stays in the tab order and says why.
                aria-disabled={locked || undefined}
                onClick={() => {
                  if (locked) {
                    setNotice(
                      enrolled
                        ? "You cannot skip ahead on your first viewing. Chapters you have watched stay open."
                        : "This chapter is in the full course. Register to watch all of it.",
                    );
                    return;
                  }
                  onOpen(chapter.startSeconds);
                }}
                className="flex w-full gap-3 rounded-md px-3 py-2 text-left hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-600 aria-disabled:hover:bg-transparent"
              >
                <span className="font-mono text-sm">{formatClock(chapter.startSeconds)}</span>
                <span>
                  {chapter.title}
                  {locked ? (
                    <span className="sr-only">
                      {enrolled ? " (not yet watched)" : " (in the full course)"}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
