/**
 * What the server made of one progress report from the course player: the
 * progress API answers it and the player reads it (server- and zod-free, so
 * the browser bundle may import it).
 */
export type RecordedProgress = {
  positionSeconds: number;
  furthestSeconds: number;
  progress: number;
  watchedSeconds: number;
  completed: boolean;
  /** The end was reached with this report. */
  justCompleted: boolean;
  /** Where the player may be: on a first viewing, never past what was watched. */
  allowedSeconds: number;
  /** Codes whose moment this stretch of viewing passed: shown over the video. */
  reveals: CodeReveal[];
};

/** A verification code the player shows over the video, with its place in the course. */
export type CodeReveal = { position: number; code: string };
