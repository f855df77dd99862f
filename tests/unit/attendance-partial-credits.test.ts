import { describe, expect, it } from "vitest";
import { partialCredits } from "~/modules/attendance/attendance-corrections";

describe("the credit a partial attendance earns", () => {
  it.each([
    // credits, attended, program → awarded (quarter hours, rounded down)
    [{ general: 1.5 }, 40, 60, { general: 1 }],
    [{ general: 1.5 }, 30, 60, { general: 0.75 }],
    [{ general: 1 }, 44, 60, { general: 0.5 }],
    [{ general: 1 }, 45, 60, { general: 0.75 }],
    [{ general: 2, ethics: 1 }, 45, 90, { general: 1, ethics: 0.5 }],
    [{ ethics: 0.5 }, 20, 60, {}],
    [{ general: 1 }, 14, 60, {}],
    [{ general: 1.25 }, 59, 60, { general: 1 }],
  ])("%j for %i of %i minutes: %j", (credits, attended, program, awarded) => {
    expect(partialCredits(credits, attended, program)).toEqual(awarded);
  });
});
