/**
 * The lecture timeline's units: it is counted in audio samples at espeak-ng's
 * output rate, and slides change on the video's frame grid (a still picture
 * needs no more than 5 frames a second).
 */
export const RATE = 22_050;
export const FPS = 5;
/** Samples per video frame. */
export const FRAME = RATE / FPS;

export function samples(secondsValue: number): number {
  return Math.round(secondsValue * RATE);
}

/** The first frame boundary at or after `sample`. */
export function onFrame(sample: number): number {
  return Math.ceil(sample / FRAME) * FRAME;
}

/** Seconds, to the millisecond (frame-aligned times come out exact to 0.2 s). */
export function seconds(sample: number): number {
  return Math.round((sample / RATE) * 1000) / 1000;
}
