/**
 * The course player's rules, shared by the player (browser) and the server
 * that judges its reports.
 */

/** The player reports its position this often while playing (and on pause, seek and leave). */
export const PROGRESS_REPORT_SECONDS = 5;
/**
 * On a first viewing playback may run at most this fast. The server keeps a
 * playback allowance per attorney and course that grows at this rate with the
 * time that passes and is spent by playing, so neither the furthest point nor
 * the playback that reveals codes can run ahead of real time, however many
 * reports are sent.
 */
export const MAX_FIRST_VIEW_RATE = 1.5;
/**
 * The most allowance that can be saved up (while paused, or between reports
 * that come late): enough for a few late reports, far too little to skip.
 */
export const PLAYBACK_ALLOWANCE_CAP_SECONDS = 12;
/** Reports further apart than this start a new stretch of viewing (no watching time counted). */
export const MAX_REPORT_GAP_SECONDS = 30;
/** How long the player shows a verification code over the video. */
export const CODE_DISPLAY_SECONDS = 20;
/** How far past the allowed point the player may drift before it is sent back (timer jitter). */
export const SKIP_TOLERANCE_SECONDS = 2;
/** The end is reached within this many seconds of the lecture's length. */
export const END_TOLERANCE_SECONDS = 2;
