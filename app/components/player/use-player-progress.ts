import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { formatClock } from "~/lib/format";
import { PROGRESS_REPORT_SECONDS } from "~/modules/learning/player-rules";
import type { CodeReveal, RecordedProgress } from "~/modules/learning/recorded-progress";

/** The enrolled attorney's place in the lecture, as the page loaded it. */
export type PlayerEnrolment = {
  positionSeconds: number;
  furthestSeconds: number;
  progress: number;
  watchedSeconds: number;
  completed: boolean;
};

/**
 * The enrolled attorney's progress in the player: reported to the server
 * (api/player-progress) every few seconds while playing and on leaving the
 * page, resumed where they stopped, and how far they may go on a first
 * viewing. The server's answer is the truth: it may send the player back,
 * reveals codes and marks the course completed. Does nothing for a visitor
 * (no enrolment).
 *
 * `setNotice` and `showCode` must keep their identity (state setters): the
 * reporting effects depend on them.
 */
export function usePlayerProgress({
  courseId,
  video,
  enrolment,
  durationSeconds,
  setNotice,
  showCode,
}: {
  courseId: string;
  video: RefObject<HTMLVideoElement | null>;
  enrolment: PlayerEnrolment | null;
  durationSeconds: number;
  setNotice: (notice: string) => void;
  showCode: (reveal: CodeReveal) => void;
}) {
  const enrolled = enrolment !== null;
  const [completed, setCompleted] = useState(enrolment?.completed ?? false);
  const [progress, setProgress] = useState(enrolment?.progress ?? 0);
  const [watchedSeconds, setWatchedSeconds] = useState(enrolment?.watchedSeconds ?? 0);
  // How far the player may go: a ref for the video's events, state for the chapter list.
  const allowed = useRef(
    enrolment?.completed ? durationSeconds : (enrolment?.furthestSeconds ?? 0),
  );
  const [allowedSeconds, setAllowedSeconds] = useState(allowed.current);
  const lastTime = useRef(0);
  const revalidator = useRevalidator();

  const setAllowed = useCallback((seconds: number) => {
    allowed.current = seconds;
    setAllowedSeconds(seconds);
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
        const reply = (await response.json()) as RecordedProgress;
        setProgress(reply.progress);
        setWatchedSeconds(reply.watchedSeconds);
        if (reply.completed) setAllowed(durationSeconds);
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
          showCode(reveal);
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
    [courseId, enrolled, durationSeconds, revalidator, setAllowed, setNotice, showCode, video],
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
  }, [enrolled, report, video]);

  // Resume where the attorney stopped. The server-rendered video may have
  // read its metadata before this code ran, so check as well as listen.
  // Once per visit: the page's data is reloaded after a code is entered, and
  // that must not move the video.
  const resume = enrolment?.positionSeconds ?? 0;
  const resumed = useRef(false);
  useEffect(() => {
    const player = video.current;
    if (!player || !enrolled || resumed.current) return;
    if (resume <= 5 || resume >= durationSeconds - 5) {
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
  }, [enrolled, resume, durationSeconds, setNotice, video]);

  return {
    completed,
    progress,
    watchedSeconds,
    /** How far the player may go now (read in the video's events). */
    allowed,
    /** The same, for rendering (the chapters it opens). */
    allowedSeconds,
    report,
    setPlaying,
    /** The video played on to `now`: continuous playback opens the lecture so far. */
    playedTo(now: number) {
      const step = now - lastTime.current;
      if (enrolled && step > 0 && step < 1.5 && now > allowed.current) {
        allowed.current = now; // watched continuously: open so far
      }
      lastTime.current = now;
    },
    /** The video was moved to `now`: the server hears of it at once. */
    movedTo(now: number) {
      lastTime.current = now;
      void report(false);
    },
  };
}
