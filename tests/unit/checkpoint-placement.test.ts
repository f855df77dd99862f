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

describe("checking a lecture's codes against the one-per-50-minutes rule", () => {
  it("passes the codes the placement makes, for short and long lectures alike", () => {
    for (const seconds of [40, 600, 3000, 3001, 7200, 4 * 3600 + 17]) {
      for (let run = 0; run < 20; run += 1) {
        expect(checkpointSpacingProblem(seconds, placeCheckpoints(seconds))).toBeNull();
      }
    }
  });

  it("names what is wrong: too few codes, or one outside the lecture or at its very edge", () => {
    expect(checkpointSpacingProblem(7200, [1000, 5000])).toBe(
      "Only 2: a lecture of this length needs 3 (one for every 50 minutes).",
    );
    expect(checkpointSpacingProblem(600, [])).toBe(
      "No codes: a lecture of this length needs 1 (one for every 50 minutes).",
    );
    expect(checkpointSpacingProblem(600, [2])).toMatch(/outside the lecture/);
    expect(checkpointSpacingProblem(600, [598])).toMatch(/outside the lecture/);
    expect(checkpointSpacingProblem(600, [700])).toMatch(/outside the lecture/);
  });
});
