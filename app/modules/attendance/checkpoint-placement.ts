/**
 * Where attendance codes go in a course (New York's model method, followed
 * for every state): at undisclosed, random points, at least one code for
 * every 50 minutes of content; a course with a single code shows it 5 to 10
 * minutes before the end. See docs/decisions/0012-attendance-verification.md.
 */

/** One code per this many seconds of content, at least. */
export const SECONDS_PER_CODE = 50 * 60;
/** A single code comes this long before the end: 5 to 10 minutes. */
const SINGLE_CODE_LEAD = { min: 5 * 60, max: 10 * 60 };
/**
 * Below this length the 5–10 minute window does not fit; the same share of
 * a 50-minute course is used instead (10–20 % of the length before the end).
 */
const SHORT_COURSE_SECONDS = 20 * 60;
/** No code in the first or last few seconds, where a viewer may not be watching yet or any more. */
const EDGE_SECONDS = 5;

/** How many codes a course of this length carries. */
export function checkpointCount(durationSeconds: number): number {
  return Math.max(1, Math.ceil(durationSeconds / SECONDS_PER_CODE));
}

/**
 * Whether a lecture's codes meet New York's rule as placed here: at least one
 * for every 50 minutes of content, each inside the lecture and not in its
 * first or last seconds. Returns what is wrong, or null.
 */
export function checkpointSpacingProblem(
  durationSeconds: number,
  atSeconds: readonly number[],
): string | null {
  const needed = checkpointCount(durationSeconds);
  if (atSeconds.length < needed) {
    const has = atSeconds.length === 0 ? "No codes" : `Only ${atSeconds.length}`;
    return `${has}: a lecture of this length needs ${needed} (one for every 50 minutes).`;
  }
  if (atSeconds.some((at) => at < EDGE_SECONDS || at > durationSeconds - EDGE_SECONDS)) {
    return "A code falls outside the lecture, or in its first or last seconds.";
  }
  return null;
}

/**
 * The seconds at which codes appear, ascending and whole. `random` returns a
 * number in [0, 1) (Math.random by default; tests pass their own).
 */
export function placeCheckpoints(
  durationSeconds: number,
  random: () => number = Math.random,
): number[] {
  if (!Number.isFinite(durationSeconds) || durationSeconds < 4 * EDGE_SECONDS) {
    throw new RangeError(`A course of ${durationSeconds} s is too short for attendance codes`);
  }
  const count = checkpointCount(durationSeconds);
  const between = (low: number, high: number) => Math.floor(low + random() * (high - low + 1));
  const last = lastCodeWindow(durationSeconds);
  if (count === 1) return [between(last.from, last.to)];

  // Several codes: the content is cut into equal segments of at most 50
  // minutes, each with one code in its second half, the last one placed like
  // a single code.
  const segment = durationSeconds / count;
  const points: number[] = [];
  for (let index = 0; index < count - 1; index += 1) {
    const start = index * segment;
    points.push(between(Math.ceil(start + segment / 2), Math.floor(start + segment - 60)));
  }
  points.push(between(Math.max(last.from, Math.ceil((count - 1) * segment)), last.to));
  return points;
}

/** The window for the last (or only) code: 5–10 minutes before the end, or its share when short. */
function lastCodeWindow(durationSeconds: number): { from: number; to: number } {
  const lead =
    durationSeconds >= SHORT_COURSE_SECONDS
      ? SINGLE_CODE_LEAD
      : { min: durationSeconds * 0.1, max: durationSeconds * 0.2 };
  return {
    from: Math.max(EDGE_SECONDS, Math.ceil(durationSeconds - lead.max)),
    to: Math.min(durationSeconds - EDGE_SECONDS, Math.floor(durationSeconds - lead.min)),
  };
}

/** Letters and digits that cannot be mistaken for one another when read or heard. */
export const CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const CODE_LENGTH = 6;

/** A new attendance code. `randomInt(n)` returns an integer in [0, n) (crypto's in production). */
export function newAttendanceCode(randomInt: (max: number) => number): string {
  let code = "";
  for (let index = 0; index < CODE_LENGTH; index += 1) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

/** What the attorney typed, as stored: upper case, without spaces or dashes. */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, "");
}
