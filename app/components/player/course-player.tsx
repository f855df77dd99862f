import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { AttendancePanel } from "~/components/attendance/attendance-panel";
import type { CourseMedia } from "~/content/course-types";
import type { FormFields, FormReply } from "~/lib/form-reply";
import type { CodeProgress } from "~/modules/attendance/code-progress";
import { MAX_FIRST_VIEW_RATE, SKIP_TOLERANCE_SECONDS } from "~/modules/learning/player-rules";
import { AskFacultyForm } from "./ask-faculty-form";
import { ChapterList } from "./chapter-list";
import { handlePlayerKey, toggleFullscreen } from "./player-keys";
import { PlayerMaterials } from "./player-materials";
import { type PlayerEnrolment, usePlayerProgress } from "./use-player-progress";
import { useShownCode } from "./use-shown-code";
import { CodeOverlay, PreviewEndOverlay } from "./video-overlays";

/** The lecture as this visitor or attorney may watch it: the preview's files or the whole lecture's. */
type Media = CourseMedia & {
  poster: string | null;
  sources: { src: string; type: string }[];
  captions: string | null;
};

/**
 * The course player: the sample lecture (the preview for visitors) with
 * captions, chapters and keyboard shortcuts; for enrolled attorneys it saves
 * progress and resumes (usePlayerProgress), refuses skipping ahead on a
 * first viewing, shows verification codes when the server reveals them, and
 * takes the codes back (AttendancePanel).
 */
export function CoursePlayer({
  courseId,
  courseTitle,
  media,
  enrolment,
  codes,
  materials,
  signedIn,
  askReply = null,
}: {
  courseId: string;
  courseTitle: string;
  media: Media;
  enrolment: PlayerEnrolment | null;
  codes: CodeProgress | null;
  materials: { id: string; title: string }[];
  signedIn: boolean;
  /** The reply to a question sent without scripts (the page's action data). */
  askReply?: FormReply<FormFields> | null;
}) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLElement>(null);
  const enrolled = enrolment !== null;
  const [notice, setNotice] = useState("");
  const [previewEnded, setPreviewEnded] = useState(false);
  const [shownCode, setShownCode] = useShownCode(codes?.entered ?? 0, setNotice);
  const progress = usePlayerProgress({
    courseId,
    video,
    enrolment,
    durationSeconds: media.durationSeconds,
    setNotice,
    showCode: setShownCode,
  });
  const { allowed, report } = progress;

  const firstViewing = enrolled && !progress.completed;
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
  const fullscreen = () => toggleFullscreen(frame.current, video.current);

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
          onKeyDown={(event) =>
            handlePlayerKey(event, video.current, {
              seekTo,
              toggleFullscreen: fullscreen,
              setNotice,
            })
          }
          className="relative overflow-hidden rounded-xl bg-black [&:fullscreen]:flex [&:fullscreen]:items-center [&:fullscreen]:rounded-none"
        >
          {/* biome-ignore lint/a11y/useMediaCaption: the track is there whenever the lecture has captions; only a newly uploaded lecture awaits its own (it cannot be published so). */}
          <video
            ref={video}
            controls
            controlsList="nofullscreen"
            disablePictureInPicture
            playsInline
            preload="metadata"
            poster={media.poster ?? undefined}
            className="aspect-video w-full"
            onPlay={() => {
              progress.setPlaying(true);
              setPreviewEnded(false);
              void report(false);
            }}
            onPause={() => {
              progress.setPlaying(false);
              void report(true);
            }}
            onEnded={() => {
              progress.setPlaying(false);
              if (enrolled) void report(true);
              else setPreviewEnded(true);
            }}
            onTimeUpdate={(event) => progress.playedTo(event.currentTarget.currentTime)}
            onSeeking={(event) => {
              const player = event.currentTarget;
              if (firstViewing && player.currentTime > limit() + SKIP_TOLERANCE_SECONDS) {
                player.currentTime = limit();
                setNotice(
                  "You cannot skip ahead on your first viewing. You can go back to anything you have watched.",
                );
              }
            }}
            onSeeked={(event) => progress.movedTo(event.currentTarget.currentTime)}
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
            {media.sources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
            {media.captions ? (
              <track kind="captions" src={media.captions} srcLang="en" label="English" default />
            ) : null}
          </video>
          {shownCode ? <CodeOverlay reveal={shownCode} /> : null}
          {previewEnded ? <PreviewEndOverlay courseId={courseId} /> : null}
        </section>
        <div className="mt-2 flex items-start justify-between gap-3">
          <p role="status" aria-live="polite" className="min-h-6 text-slate-700 text-sm">
            {notice}
          </p>
          <button
            type="button"
            onClick={fullscreen}
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

        <ChapterList
          chapters={media.chapters}
          enrolled={enrolled}
          firstViewing={firstViewing}
          allowedSeconds={progress.allowedSeconds}
          previewSeconds={media.previewSeconds}
          onOpen={(startSeconds) => {
            seekTo(startSeconds);
            video.current?.focus();
          }}
          setNotice={setNotice}
        />
      </div>

      <aside className="grid h-fit gap-6">
        {enrolled && codes ? (
          <AttendancePanel
            courseId={courseId}
            codes={codes}
            progress={progress.progress}
            watchedSeconds={progress.watchedSeconds}
            lengthSeconds={length}
            completed={progress.completed}
          />
        ) : null}
        {materials.length > 0 ? (
          <PlayerMaterials courseId={courseId} materials={materials} enrolled={enrolled} />
        ) : null}
        {enrolled ? (
          <AskFacultyForm
            chapters={media.chapters}
            currentSeconds={() => video.current?.currentTime ?? null}
            pageReply={askReply}
          />
        ) : null}
      </aside>
    </div>
  );
}
