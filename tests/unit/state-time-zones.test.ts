import { describe, expect, it } from "vitest";
import { dayInState, stateTimeZone } from "~/content/state-time-zones";
import { APPROVED_STATES } from "~/content/states";

describe("the day a course was completed, in each state's time", () => {
  it("reads 9:30 pm on June 30 in Seattle as June 30 for Washington, July 1 for New York", () => {
    const instant = new Date("2026-07-01T04:30:00Z");
    expect(dayInState("washington", instant)).toBe("2026-06-30");
    expect(dayInState("colorado", instant)).toBe("2026-06-30");
    expect(dayInState("texas", instant)).toBe("2026-06-30");
    expect(dayInState("new-york", instant)).toBe("2026-07-01");
  });

  it("knows a real time zone for every approved state", () => {
    for (const state of APPROVED_STATES) {
      expect(
        () => new Intl.DateTimeFormat("en-US", { timeZone: stateTimeZone(state.slug) }),
      ).not.toThrow();
      expect(stateTimeZone(state.slug)).toMatch(/^America\//);
    }
  });
});
