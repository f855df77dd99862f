/** An uploaded lecture's public preview (decision 0030): its first minutes, for anyone. */

/** What a newly uploaded lecture offers visitors, unless staff chose otherwise for the course. */
export const DEFAULT_PREVIEW_SECONDS = 120;
/** The longest preview staff may choose: five minutes. */
export const MAX_PREVIEW_SECONDS = 300;

/** The clip's length: what was chosen, at most the lecture's own (whole seconds). */
export function previewLength(chosenSeconds: number, durationSeconds: number): number {
  return Math.max(0, Math.min(Math.floor(chosenSeconds), Math.floor(durationSeconds)));
}

/** Where the poster frame is taken: a tenth of the way in (past titles and black lead-ins), at most 10 s. */
export function posterSeconds(durationSeconds: number): number {
  return Math.min(10, durationSeconds / 10);
}

/**
 * Whether an uploaded lecture's poster may be shown to anyone: only when its
 * frame lies inside the public preview, so it shows nothing the clip does not.
 */
export function isPosterPublic(previewSeconds: number, durationSeconds: number): boolean {
  return previewSeconds > 0 && posterSeconds(durationSeconds) <= previewSeconds;
}
