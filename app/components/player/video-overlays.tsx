import { Link } from "react-router";
import type { CodeReveal } from "~/modules/learning/recorded-progress";

/** A verification code over the video (in full screen too: the frame goes full screen). */
export function CodeOverlay({ reveal }: { reveal: CodeReveal }) {
  return (
    <div className="pointer-events-none absolute top-3 right-3 rounded-lg bg-white/95 px-4 py-3 text-ink shadow-lg">
      <p className="font-semibold text-xs uppercase tracking-wide">
        Verification code {reveal.position}
      </p>
      <p className="font-bold font-mono text-2xl tracking-[0.3em]" data-testid="shown-code">
        {reveal.code}
      </p>
      <p className="text-xs">Write it down and enter it below.</p>
    </div>
  );
}

/** Over the video when a visitor's preview has played to its end. */
export function PreviewEndOverlay({ courseId }: { courseId: string }) {
  return (
    <div className="absolute inset-0 grid place-items-center bg-black/80 p-6 text-center text-white">
      <div>
        <p className="font-semibold text-xl">That is the end of the preview.</p>
        <p className="mt-2">Register to watch the whole course and earn credit for it.</p>
        <Link
          to={`/courses/${courseId}`}
          className="mt-4 inline-block rounded-md bg-accent-500 px-5 py-2.5 font-semibold text-ink hover:bg-amber-400"
        >
          Register for this course
        </Link>
      </div>
    </div>
  );
}
