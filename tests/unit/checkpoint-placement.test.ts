import { describe, expect, it } from "vitest";
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  checkpointCount,
  checkpointSpacingProblem,
  newAttendanceCode,
  normaliseCode,
  placeCheckpoints,
  SECONDS_PER_CODE,
} from "~/modules/attendance/checkpoint-placement";

/** A repeatable stream of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const MINUTE = 60;

describe("placeCheckpoints (New York's model method)", () => {
  it("places one code 5 to 10 minutes before the end of a 50-minute course", () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const [point, ...rest] = placeCheckpoints(50 * MINUTE, seeded(seed));
      expect(rest).toEqual([]);
      expect(point).toBeGreaterThanOrEqual(40 * MINUTE);
      expect(point).toBeLessThanOrEqual(45 * MINUTE);
    }
  });

  it("uses the extremes of the window when the random source does", () => {
    expect(placeCheckpoints(50 * MINUTE, () => 0)).toEqual([40 * MINUTE]);
    expect(placeCheckpoints(50 * MINUTE, () => 0.999_999)).toEqual([45 * MINUTE]);
  });

  it.each([
    [30, 1],
    [50, 1],
    [51, 2],
    [60, 2],
    [90, 2],
    [100, 2],
    [120, 3],
    [180, 4],
    [360, 8],
  ])("a %i-minute course carries at least one code per 50 minutes (%i)", (minutes, count) => {
    const duration = minutes * MINUTE;
    expect(checkpointCount(duration)).toBe(count);
    expect(count).toBeGreaterThanOrEqual(duration / SECONDS_PER_CODE);
    for (let seed = 1; seed <= 50; seed += 1) {
      const points = placeCheckpoints(duration, seeded(seed));
      expect(points).toHaveLength(count);
      // Ascending, whole seconds, inside the content.
      for (const [index, point] of points.entries()) {
        expect(Number.isInteger(point)).toBe(true);
        expect(point).toBeGreaterThan(0);
        expect(point).toBeLessThan(duration);
        if (index > 0) expect(point).toBeGreaterThan(points[index - 1] ?? 0);
      }
      // Each of the first codes lies in its own segment of at most 50 minutes.
      const segment = duration / count;
      expect(segment).toBeLessThanOrEqual(SECONDS_PER_CODE);
      for (const [index, point] of points.slice(0, -1).entries()) {
        expect(point).toBeGreaterThanOrEqual(index * segment);
        expect(point).toBeLessThan((index + 1) * segment);
      }
      // The last one comes 5–10 minutes before the end.
      const last = points.at(-1) ?? 0;
      expect(duration - last).toBeGreaterThanOrEqual(5 * MINUTE);
      expect(duration - last).toBeLessThanOrEqual(10 * MINUTE);
    }
  });

  it("scales the window to a short sample lecture (10–20 % before the end)", () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const [point] = placeCheckpoints(150, seeded(seed));
      expect(point).toBeGreaterThanOrEqual(120);
      expect(point).toBeLessThanOrEqual(135);
    }
  });

  it("puts codes at different, undisclosed points from one draw to the next", () => {
    const draws = new Set(
      Array.from({ length: 40 }, (_, seed) =>
        placeCheckpoints(90 * MINUTE, seeded(seed + 1)).join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(30);
  });

  it("refuses a length too short to verify", () => {
    expect(() => placeCheckpoints(10)).toThrow(RangeError);
    expect(() => placeCheckpoints(Number.NaN)).toThrow(RangeError);
  });
});

describe("attendance codes", () => {
  it("are six characters that cannot be confused when read aloud", () => {
    let counter = 0;
    const code = newAttendanceCode((max) => counter++ % max);
    expect(code).toHaveLength(CODE_LENGTH);
    for (const char of code) expect(CODE_ALPHABET).toContain(char);
    for (const confusable of ["0", "O", "1", "I", "L", "5", "S", "8", "B", "2", "Z"]) {
      expect(CODE_ALPHABET).not.toContain(confusable);
    }
  });

  it("are compared without case, spaces or dashes", () => {
    expect(normaliseCode(" k7m-2qd ")).toBe("K7M2QD");
  });
});

/** The stretches of content without a code, in seconds: start to first, between, last to end. */
function stretches(duration: number, points: readonly number[]): number[] {
  const marks = [0, ...points, duration];
  return marks.slice(1).map((mark, index) => mark - (marks[index] ?? 0));
}

describe("checking a lecture's codes against the one-per-50-minutes rule", () => {
  it("passes the codes the placement makes, for short and long lectures alike", () => {
    const lengths = [20, 27, 40, 150, 600, 3000, 3001, 5999, 6000, 6001, 7200, 9000, 4 * 3600 + 17];
    const draws: (() => number)[] = [() => 0, () => 0.999_999, Math.random];
    for (let seed = 1; seed <= 20; seed += 1) draws.push(seeded(seed));
    for (const seconds of lengths) {
      for (const random of draws) {
        const points = placeCheckpoints(seconds, random);
        // No stretch over 50 minutes, measured here rather than by the check itself.
        expect(Math.max(...stretches(seconds, points))).toBeLessThanOrEqual(50 * MINUTE);
        expect(checkpointSpacingProblem(seconds, points)).toBeNull();
      }
    }
  });

  // New York: at least one code every 50 minutes. Read as a count (one per
  // 50 minutes begun) and as spacing (no stretch of content over 50 minutes
  // without a code, counting from the start and to the end).
  it.each([
    [
      "codes bunched at the start of two hours",
      120 * MINUTE,
      [100, 200, 300],
      "No code between 5:00 and 2:00:00 (more than 50 minutes).",
    ],
    [
      "a first code after 55 minutes",
      120 * MINUTE,
      [55 * MINUTE, 90 * MINUTE, 110 * MINUTE],
      "No code between 0:00 and 55:00 (more than 50 minutes).",
    ],
    [
      "an hour between two codes",
      120 * MINUTE,
      [20 * MINUTE, 80 * MINUTE, 115 * MINUTE],
      "No code between 20:00 and 1:20:00 (more than 50 minutes).",
    ],
    [
      "the last hour without a code",
      150 * MINUTE,
      [30 * MINUTE, 60 * MINUTE, 90 * MINUTE],
      "No code between 1:30:00 and 2:30:00 (more than 50 minutes).",
    ],
    [
      "a stretch of one second over 50 minutes",
      150 * MINUTE,
      [50 * MINUTE + 1, 100 * MINUTE, 145 * MINUTE],
      "No code between 0:00 and 50:01 (more than 50 minutes).",
    ],
    [
      "the longest of several long stretches",
      200 * MINUTE,
      [10 * MINUTE, 70 * MINUTE, 140 * MINUTE, 195 * MINUTE],
      "No code between 1:10:00 and 2:20:00 (more than 50 minutes).",
    ],
    [
      "codes given out of order",
      120 * MINUTE,
      [115 * MINUTE, 20 * MINUTE, 80 * MINUTE],
      "No code between 20:00 and 1:20:00 (more than 50 minutes).",
    ],
    [
      "one code for 100 minutes, although no stretch is over 50",
      100 * MINUTE,
      [50 * MINUTE],
      "Only 1: a lecture of this length needs 2 (one for every 50 minutes).",
    ],
    [
      "too few codes and too far apart",
      7200,
      [1000, 5000],
      "Only 2: a lecture of this length needs 3 (one for every 50 minutes). No code between 16:40 and 1:23:20 (more than 50 minutes).",
    ],
    [
      "two codes in 55 minutes, 51 minutes apart",
      55 * MINUTE,
      [2 * MINUTE, 53 * MINUTE],
      "No code between 2:00 and 53:00 (more than 50 minutes).",
    ],
    [
      "no code in two hours",
      120 * MINUTE,
      [],
      "No codes: a lecture of this length needs 3 (one for every 50 minutes). No code between 0:00 and 2:00:00 (more than 50 minutes).",
    ],
    [
      "no code in ten minutes",
      10 * MINUTE,
      [],
      "No codes: a lecture of this length needs 1 (one for every 50 minutes).",
    ],
  ])("flags %s", (_case, duration, points, message) => {
    expect(checkpointSpacingProblem(duration, points)).toBe(message);
  });

  it.each([
    ["stretches of exactly 50 minutes", 150 * MINUTE, [50 * MINUTE, 100 * MINUTE, 145 * MINUTE]],
    [
      "a 100-minute lecture with codes at 50 and 95 minutes",
      100 * MINUTE,
      [50 * MINUTE, 95 * MINUTE],
    ],
    ["a 50-minute lecture with its code in the first minute", 50 * MINUTE, [MINUTE]],
    ["a 50-minute lecture with its code 5 minutes before the end", 50 * MINUTE, [45 * MINUTE]],
    ["a 10-minute lecture with one code", 10 * MINUTE, [5 * MINUTE]],
    ["a 150-second sample with one code", 150, [130]],
    ["a 51-minute lecture with codes 50 minutes apart", 51 * MINUTE, [30, 50 * MINUTE + 30]],
  ])("accepts %s", (_case, duration, points) => {
    expect(checkpointSpacingProblem(duration, points)).toBeNull();
  });

  it("flags a code outside the lecture or at its very edge", () => {
    expect(checkpointSpacingProblem(600, [2])).toMatch(/outside the lecture/);
    expect(checkpointSpacingProblem(600, [598])).toMatch(/outside the lecture/);
    expect(checkpointSpacingProblem(600, [700])).toMatch(/outside the lecture/);
  });
});
