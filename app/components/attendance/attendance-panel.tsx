import { useId } from "react";
import { Link } from "react-router";
import { formatClock } from "~/lib/format";
import type { CodeProgress } from "~/modules/attendance/code-progress";
import { CodeEntryForm } from "./code-entry-form";

/**
 * Beside the player, for a registered attorney: how much of the lecture is
 * watched, "codes collected n/m", the form that takes a code, and the way to
 * the certificate once the end is reached with every code in.
 */
export function AttendancePanel({
  courseId,
  codes,
  progress,
  watchedSeconds,
  lengthSeconds,
  completed,
}: {
  courseId: string;
  codes: CodeProgress;
  progress: number;
  watchedSeconds: number;
  lengthSeconds: number;
  completed: boolean;
}) {
  const id = useId();
  const allCodes = codes.entered === codes.total;
  return (
    <section
      aria-labelledby={`${id}-attendance`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-attendance`} className="font-semibold text-lg">
        Your attendance
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt>Watched</dt>
        <dd className="font-semibold">{progress}%</dd>
        <dt>Watching time</dt>
        <dd className="font-semibold">
          {formatClock(watchedSeconds)} of {formatClock(lengthSeconds)}
        </dd>
        <dt>Codes collected</dt>
        <dd className="font-semibold" data-testid="codes-collected">
          {codes.entered}/{codes.total}
        </dd>
      </dl>
      <progress
        value={progress}
        max={100}
        aria-label="Course watched"
        className="mt-2 h-2 w-full accent-brand-700"
      />
      <CodeEntryForm
        className="mt-4"
        label="Verification code"
        submitLabel="Enter"
        complete={allCodes}
        hint="Codes appear over the video at points that are not announced. Missed one? Go back a little before it and watch that part again."
      />
      {completed && allCodes ? (
        <div className="mt-3 rounded-md bg-emerald-50 p-3 text-emerald-950 text-sm ring-1 ring-emerald-200">
          <p className="font-semibold">You have watched the whole course and entered every code.</p>
          <Link
            to={`/certificates/new?courseId=${encodeURIComponent(courseId)}`}
            className="mt-2 inline-block font-semibold underline"
          >
            Affirm your attendance and get your certificate
          </Link>
        </div>
      ) : completed ? (
        <p className="mt-3 text-sm">
          You have reached the end. Enter the {codes.total - codes.entered === 1 ? "code" : "codes"}{" "}
          you are missing to get your certificate.
        </p>
      ) : null}
    </section>
  );
}
