import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { CodeEntryForm } from "~/components/attendance/code-entry-form";
import {
  CODE_DISPLAY_SECONDS,
  formatClock,
  MAX_FIRST_VIEW_RATE,
  PROGRESS_REPORT_SECONDS,
} from "~/modules/learning/player-rules";

type Media = {
  durationSeconds: number;
  previewSeconds: number;
  chapters: { title: string; startSeconds: number }[];
  poster: string;
  sources: string[];
  captions: string;
};

type Enrolment = {
  positionSeconds: number;
  furthestSeconds: number;
  progress: number;
  watchedSeconds: number;
  completed: boolean;
};

type Codes = { total: number; entered: number; codes: { position: number; entered: boolean }[] };

type ProgressReply = {
  progress: number;
  watchedSeconds: number;
  completed: boolean;
  justCompleted: boolean;
  allowedSeconds: number;
  reveals: { position: number; code: string }[];
};

/** How far past the allowed point the player may drift before it is sent back (timer jitter). */
const SKIP_TOLERANCE_SECONDS = 2;

/**
 * The course player: the sample lecture (the preview for visitors) with
 * captions, chapters and keyboard shortcuts; for enrolled attorneys it saves
 * progress every few seconds and on leaving, resumes where they stopped,
 * refuses skipping ahead on a first viewing, shows verification codes when
 * the server reveals them, and takes the codes back.
 */
export function CoursePlayer({
  courseId,
  courseTitle,
  media,
  enrolment,
  codes,
  materials,
  signedIn,
}: {
  courseId: string;
  courseTitle: string;
  media: Media;
  enrolment: Enrolment | null;
  codes: Codes | null;
  materials: { id: string; title: string }[];
  signedIn: boolean;
}) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const enrolled = enrolment !== null;
  const [completed, setCompleted] = useState(enrolment?.completed ?? false);
  const [progress, setProgress] = useState(enrolment?.progress ?? 0);
  const [watched, setWatched] = useState(enrolment?.watchedSeconds ?? 0);
  const allowed = useRef(
    enrolment?.completed ? media.durationSeconds : (enrolment?.furthestSeconds ?? 0),
  );
  const [allowedShown, setAllowedShown] = useState(allowed.current);
  const [notice, setNotice] = useState("");
  const [shownCode, setShownCode] = useState<{ position: number; code: string } | null>(null);
  const [previewEnded, setPreviewEnded] = useState(false);
  const revalidator = useRevalidator();
  const lastTime = useRef(0);

  const setAllowed = useCallback((seconds: number) => {
    allowed.current = seconds;
    setAllowedShown(seconds);
  }, []);

  const report = useCallback(
    async (watching: boolean, beacon = false) => {
      const player = video.current;
      if (!enrolled || !player) return;
      const body = new URLSearchParams({
        position: player.currentTime.toFixed(2),
        watching: watching ? "1" : "0",
      });
      const url = `/api/player/${courseId}/progress`;
      if (beacon) {
        navigator.sendBeacon(url, body);
        return;
      }
      try {
        const response = await fetch(url, { method: "POST", body, credentials: "same-origin" });
        if (!response.ok) return;
        const reply = (await response.json()) as ProgressReply;
        setProgress(reply.progress);
        setWatched(reply.watchedSeconds);
        if (reply.completed) setAllowed(media.durationSeconds);
        else if (reply.allowedSeconds > allowed.current) setAllowed(reply.allowedSeconds);
        else if (player.currentTime > reply.allowedSeconds + 3 * PROGRESS_REPORT_SECONDS) {
          // The server did not accept this progress (playback ran faster than time allows).
          setAllowed(reply.allowedSeconds);
          player.currentTime = reply.allowedSeconds;
          setNotice(
            "On a first viewing the course plays at up to normal pace; it continues from where the server last saw you.",
          );
        }
        const reveal = reply.reveals.at(-1);
        if (reveal) {
          setShownCode(reveal);
          setNotice(
            `Verification code ${reveal.position}: ${reveal.code.split("").join(" ")}. Write it down and enter it below the video.`,
          );
        }
        if (reply.justCompleted) {
          setCompleted(true);
          revalidator.revalidate();
        }
      } catch {
        // Offline for a moment: the next report carries the position.
      }
    },
    [courseId, enrolled, media.durationSeconds, revalidator, setAllowed],
  );

  // Reports every few seconds while playing.
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing || !enrolled) return;
    const timer = setInterval(() => void report(true), PROGRESS_REPORT_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [playing, enrolled, report]);

  // And when the attorney leaves (tab hidden, page closed or navigated away).
  useEffect(() => {
    if (!enrolled) return;
    const leave = () => {
      const player = video.current;
      if (player) void report(!player.paused, true);
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
      leave();
    };
  }, [enrolled, report]);

  // The code stays over the video for a while, then goes (it is not shown again).
  useEffect(() => {
    if (!shownCode) return;
    const timer = setTimeout(() => setShownCode(null), CODE_DISPLAY_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [shownCode]);

  // A code once entered needs no more showing: its overlay and its notice go.
  const enteredCodes = codes?.entered ?? 0;
  const lastEntered = useRef(enteredCodes);
  useEffect(() => {
    if (enteredCodes <= lastEntered.current) return;
    lastEntered.current = enteredCodes;
    setShownCode(null);
    setNotice((current) => (current.startsWith("Verification code") ? "" : current));
  }, [enteredCodes]);

  // Resume where the attorney stopped. The server-rendered video may have
  // read its metadata before this code ran, so check as well as listen.
  // Once per visit: the page's data is reloaded after a code is entered, and
  // that must not move the video.
  const resume = enrolment?.positionSeconds ?? 0;
  const resumed = useRef(false);
  useEffect(() => {
    const player = video.current;
    if (!player || !enrolled || resumed.current) return;
    if (resume <= 5 || resume >= media.durationSeconds - 5) {
      resumed.current = true;
      return;
    }
    const apply = () => {
      if (resumed.current) return;
      resumed.current = true;
      player.currentTime = resume;
      lastTime.current = resume;
      setNotice(`Resuming where you stopped, at ${formatClock(resume)}.`);
    };
    if (player.readyState >= HTMLMediaElement.HAVE_METADATA) apply();
    else player.addEventListener("loadedmetadata", apply, { once: true });
    return () => player.removeEventListener("loadedmetadata", apply);
  }, [enrolled, resume, media.durationSeconds]);

  const firstViewing = enrolled && !completed;
  const limit = () => (enrolled ? allowed.current : media.durationSeconds);

  const seekTo = (seconds: number) => {
    const player = video.current;
    if (!player) return;
    const target = Math.max(0, Math.min(seconds, player.duration || media.durationSeconds));
    if (firstViewing && target > limit() + SKIP_TOLERANCE_SECONDS) {
      player.currentTime = limit();
      setNotice(
        "You cannot skip ahead on your first viewing. Chapters you have watched stay open.",
      );
      return;
    }
    player.currentTime = target;
  };

  // The player's frame goes full screen, not the bare video, so a code shown
  // over the video stays visible (the video's own full-screen button is off).
  const frame = useRef<HTMLElement>(null);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else {
      // The button stays outside: focus goes to the video, so the shortcuts keep working.
      void frame.current
        ?.requestFullscreen?.()
        .then(() => video.current?.focus())
        .catch(() => {
          // Refused (not allowed here): the page stays as it was.
        });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const player = video.current;
    const target = event.target as HTMLElement;
    if (!player || event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.closest("input, textarea, select, button, a")) return;
    const key = event.key.toLowerCase();
    // The focused video plays and pauses on Space by itself: toggling here too
    // would undo it.
    if (key === " " && target === player) return;
    switch (key) {
      case " ":
      case "k":
        if (player.paused) void player.play();
        else player.pause();
        break;
      case "arrowleft":
      case "j":
        seekTo(player.currentTime - (key === "j" ? 10 : 5));
        break;
      case "arrowright":
      case "l":
        seekTo(player.currentTime + (key === "l" ? 10 : 5));
        break;
      case "m":
        player.muted = !player.muted;
        setNotice(player.muted ? "Sound off." : "Sound on.");
        break;
      case "c": {
        const track = player.textTracks[0];
        if (track) {
          track.mode = track.mode === "showing" ? "hidden" : "showing";
          setNotice(track.mode === "showing" ? "Captions on." : "Captions off.");
        }
        break;
      }
      case "f":
        toggleFullscreen();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const length = enrolled ? media.durationSeconds : media.previewSeconds;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0">
        {!enrolled ? (
          <p className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200">
            You are watching a free {media.previewSeconds}-second preview.{" "}
            {signedIn ? "Register for" : "Sign up and register for"} the course to watch all of it,
            collect its attendance codes and earn credit.{" "}
            <Link to={`/courses/${courseId}`} className="font-semibold underline">
              Register for this course
            </Link>
          </p>
        ) : null}
        {/* Keyboard shortcuts for the video inside; the video keeps its own controls. */}
        <section
          ref={frame}
          aria-label={`${courseTitle}: video player`}
          aria-describedby={`${id}-shortcuts`}
          onKeyDown={onKeyDown}
          className="relative overflow-hidden rounded-xl bg-black [&:fullscreen]:flex [&:fullscreen]:items-center [&:fullscreen]:rounded-none"
        >
          <video
            ref={video}
            controls
            controlsList="nofullscreen"
            disablePictureInPicture
            playsInline
            preload="metadata"
            poster={media.poster}
            className="aspect-video w-full"
            onPlay={() => {
              setPlaying(true);
              setPreviewEnded(false);
              void report(false);
            }}
            onPause={() => {
              setPlaying(false);
              void report(true);
            }}
            onEnded={() => {
              setPlaying(false);
              if (enrolled) void report(true);
              else setPreviewEnded(true);
            }}
            onTimeUpdate={(event) => {
              const now = event.currentTarget.currentTime;
              const step = now - lastTime.current;
              if (enrolled && step > 0 && step < 1.5 && now > allowed.current) {
                allowed.current = now; // watched continuously: open so far
              }
              lastTime.current = now;
            }}
            onSeeking={(event) => {
              const player = event.currentTarget;
              if (firstViewing && player.currentTime > limit() + SKIP_TOLERANCE_SECONDS) {
                player.currentTime = limit();
                setNotice(
                  "You cannot skip ahead on your first viewing. You can go back to anything you have watched.",
                );
              }
            }}
            onSeeked={(event) => {
              lastTime.current = event.currentTarget.currentTime;
              void report(false);
            }}
            onRateChange={(event) => {
              const player = event.currentTarget;
              if (firstViewing && player.playbackRate > MAX_FIRST_VIEW_RATE) {
                player.playbackRate = MAX_FIRST_VIEW_RATE;
                setNotice(
                  `On a first viewing the course plays at up to ${MAX_FIRST_VIEW_RATE} times normal speed.`,
                );
              }
            }}
          >
            <source src={media.sources[0]} type="video/webm" />
            <source src={media.sources[1]} type="video/mp4" />
            <track kind="captions" src={media.captions} srcLang="en" label="English" default />
          </video>
          {shownCode ? (
            <div className="pointer-events-none absolute top-3 right-3 rounded-lg bg-white/95 px-4 py-3 text-ink shadow-lg">
              <p className="font-semibold text-xs uppercase tracking-wide">
                Verification code {shownCode.position}
              </p>
              <p className="font-bold font-mono text-2xl tracking-[0.3em]" data-testid="shown-code">
                {shownCode.code}
              </p>
              <p className="text-xs">Write it down and enter it below.</p>
            </div>
          ) : null}
          {previewEnded ? (
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
          ) : null}
        </section>
        <div className="mt-2 flex items-start justify-between gap-3">
          <p role="status" aria-live="polite" className="min-h-6 text-slate-700 text-sm">
            {notice}
          </p>
          <button
            type="button"
            onClick={toggleFullscreen}
            className="shrink-0 rounded-md px-3 py-1.5 font-medium text-brand-700 text-sm ring-1 ring-slate-300 hover:bg-brand-50"
          >
            Full screen
          </button>
        </div>
        <details id={`${id}-shortcuts`} className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium">Keyboard shortcuts</summary>
          <p className="mt-2">
            With the player focused: Space or K play and pause; J and L go back and forward 10
            seconds, the left and right arrows 5 seconds; M turns the sound off and on; C turns
            captions off and on; F switches to full screen.
            {firstViewing ? " On a first viewing you cannot go past what you have watched." : ""}
          </p>
        </details>

        <section aria-labelledby={`${id}-chapters`} className="mt-6">
          <h2 id={`${id}-chapters`} className="font-semibold text-xl">
            Chapters
          </h2>
          <ol className="mt-2 grid gap-1 sm:grid-cols-2">
            {media.chapters.map((chapter) => {
              const locked = enrolled
                ? firstViewing && chapter.startSeconds > allowedShown + SKIP_TOLERANCE_SECONDS
                : chapter.startSeconds >= media.previewSeconds;
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
                      seekTo(chapter.startSeconds);
                      video.current?.focus();
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
      </div>

      <aside className="grid h-fit gap-6">
        {enrolled && codes ? (
          <AttendancePanel
            courseId={courseId}
            codes={codes}
            progress={progress}
            watchedSeconds={watched}
            lengthSeconds={length}
            completed={completed}
          />
        ) : null}
        {materials.length > 0 ? (
          <section
            aria-labelledby={`${id}-materials`}
            className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id={`${id}-materials`} className="font-semibold text-lg">
              Slides and materials
            </h2>
            <ul className="mt-2 space-y-2 text-sm">
              {materials.map((material) => (
                <li key={material.id}>
                  {enrolled ? (
                    <a
                      href={`/courses/${courseId}/materials/${material.id}`}
                      download
                      className="text-brand-700 underline"
                    >
                      {material.title} (PDF)
                    </a>
                  ) : (
                    <span>{material.title} (PDF, for registered attorneys)</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </div>
  );
}

/** Progress, "codes collected n/m" and the form that takes a code. */
function AttendancePanel({
  courseId,
  codes,
  progress,
  watchedSeconds,
  lengthSeconds,
  completed,
}: {
  courseId: string;
  codes: Codes;
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
