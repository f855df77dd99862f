/**
 * The course player's rules, shared by the player (browser) and the server
 * that judges its reports.
 */

/** The player reports its position this often while playing (and on pause, seek and leave). */
export const PROGRESS_REPORT_SECONDS = 5;
/**
 * On a first viewing playback may run at most this fast; the server accepts
 * no more progress than the time that passed allows at this rate (plus a
 * little slack for timers and network).
 */
export const MAX_FIRST_VIEW_RATE = 1.5;
export const PROGRESS_SLACK_SECONDS = 4;
/** Reports further apart than this start a new stretch of viewing (no watching time counted). */
export const MAX_REPORT_GAP_SECONDS = 30;
/** How long the player shows a verification code over the video. */
export const CODE_DISPLAY_SECONDS = 20;
/** The end is reached within this many seconds of the lecture's length. */
export const END_TOLERANCE_SECONDS = 2;

/** "1:05", "1:02:03" */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
