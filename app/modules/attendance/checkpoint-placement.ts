/**
 * Where attendance codes go in a course (New York's model method, followed
 * for every state): at undisclosed, random points, at least one code for
 * every 50 minutes of content; a course with a single code shows it 5 to 10
 * minutes before the end. See docs/decisions/0012-attendance-verification-and-certificates.md.
 */

import { formatClock } from "~/lib/format";

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
 * Whether a program's codes meet New York's rule, or what is wrong with them.
 *
 * New York asks for "at least one code every 50 minutes" (state rule data:
 * "at least one every 50 minutes"; the research: "at least one code per 50
 * minutes"). Staff, and an auditor, read it two ways, and both are checked:
 * - as a count: one code for each 50 minutes begun (a 100-minute lecture
 *   with one code at 50:00 has no gap over 50 minutes, yet only one code);
 * - as spacing: no stretch of content longer than 50 minutes without a
 *   code, from the start to the first, between codes, and from the last to
 *   the end (three codes in the first five minutes of two hours pass the
 *   count, not the spacing). A stretch of exactly 50 minutes meets it.
 * Codes must also lie inside the program, not in its first or last seconds.
 */
export function checkpointSpacingProblem(
  durationSeconds: number,
  atSeconds: readonly number[],
): string | null {
  if (atSeconds.some((at) => at < EDGE_SECONDS || at > durationSeconds - EDGE_SECONDS)) {
    return "A code falls outside the lecture, or in its first or last seconds.";
  }
  const problems: string[] = [];
  const needed = checkpointCount(durationSeconds);
  if (atSeconds.length < needed) {
    const has = atSeconds.length === 0 ? "No codes" : `Only ${atSeconds.length}`;
    problems.push(`${has}: a lecture of this length needs ${needed} (one for every 50 minutes).`);
  }
  const gap = longestGap(durationSeconds, atSeconds);
  if (gap.to - gap.from > SECONDS_PER_CODE) {
    problems.push(
      `No code between ${formatClock(gap.from)} and ${formatClock(gap.to)} (more than 50 minutes).`,
    );
  }
  return problems.length > 0 ? problems.join(" ") : null;
}

/** The longest stretch without a code, the start and the end of the program included. */
function longestGap(
  durationSeconds: number,
  atSeconds: readonly number[],
): { from: number; to: number } {
  const marks = [0, ...[...atSeconds].sort((a, b) => a - b), durationSeconds];
  let longest = { from: 0, to: 0 };
  for (let index = 1; index < marks.length; index += 1) {
    const from = marks[index - 1] ?? 0;
    const to = marks[index] ?? 0;
    if (to - from > longest.to - longest.from) longest = { from, to };
  }
  return longest;
}

/**
 * The seconds at which codes appear, ascending and whole. `random` returns a
 * number in [0, 1) (Math.random by default; tests pass their own). The codes
 * always pass checkpointSpacingProblem.
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
  // a single code. Each code also comes at most 50 minutes after the one
  // before (or the start), and late enough that the codes still to come can
  // reach the last one's window without a longer stretch. Both bounds always
  // leave room, since a segment is at most 50 minutes and the last window
  // starts 10 minutes before the end.
  const segment = durationSeconds / count;
  const points: number[] = [];
  let previous = 0;
  for (let index = 0; index < count - 1; index += 1) {
    const start = index * segment;
    const reach = last.from - (count - 1 - index) * SECONDS_PER_CODE;
    const low = Math.ceil(Math.max(start + segment / 2, reach));
    const high = Math.floor(Math.min(start + segment - 60, previous + SECONDS_PER_CODE));
    previous = between(low, high);
    points.push(previous);
  }
  points.push(
    between(
      Math.max(last.from, Math.ceil((count - 1) * segment)),
      Math.min(last.to, previous + SECONDS_PER_CODE),
    ),
  );
  return points;
}

/** The window for the last (or only) code: 5–10 minutes before the end, or its share when short. */
function lastCodeWindow(durationSeconds: number): { from: number; to: number } {
  const lead =
    durationSeconds >= SHORT_COURSE_SECONDS
      ? SINGLE_CODE_LEAD
      : { min: durationSeconds * 0.1, max: durationSeconds * 0.2 };
  const to = Math.min(
    Math.floor(durationSeconds - EDGE_SECONDS),
    Math.floor(durationSeconds - lead.min),
  );
  // Under half a minute the share would start after the last allowed second.
  return { from: Math.min(to, Math.max(EDGE_SECONDS, Math.ceil(durationSeconds - lead.max))), to };
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
