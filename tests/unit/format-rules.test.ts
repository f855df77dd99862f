// The format rules' lookups, from cases: who is newly admitted on a day, and
// what a certificate says of its state's rule on its format.

import { describe, expect, it } from "vitest";
import {
  certificateFormatLine,
  FORMAT_RULES,
  newlyAdmittedOn,
  newlyAdmittedUntil,
} from "~/content/state-rules/format-rules";

describe("newly admitted", () => {
  it.each([
    ["2025-06-01", "2025-06-01", true],
    ["2025-06-01", "2027-05-31", true],
    ["2025-06-01", "2027-06-01", false],
    ["2025-06-01", "2025-05-31", false],
    [null, "2026-01-01", "unknown"],
  ] as const)("admitted %s, on %s: %s", (admittedOn, on, expected) => {
    expect(newlyAdmittedOn("new-york", admittedOn, on)).toBe(expected);
  });

  it("a February 29 admission ends on March 1 two years later; states without the rule never say so", () => {
    expect(newlyAdmittedUntil("new-york", "2024-02-29")).toBe("2026-03-01");
    expect(newlyAdmittedOn("missouri", "2026-01-01", "2026-02-01")).toBe(false);
  });
});

describe("a certificate's line on its format", () => {
  it.each([
    ["missouri", "self-study", "2026-03-02", /count only as self-study.*At most 6 hours/],
    ["missouri", "live", "2026-03-02", null],
    // New York's rule is for the newly admitted only: the tracker's, not the certificate's.
    ["new-york", "self-study", "2026-03-02", null],
    ["illinois", "self-study", "2026-03-02", null],
  ] as const)("%s, %s, %s", (state, format, day, expected) => {
    const line = certificateFormatLine(state, format, day);
    if (expected === null) expect(line).toBeNull();
    else expect(line).toMatch(expected);
  });
});

describe("the rule data", () => {
  it("every state's versions run back to back, the last in force, every rule sourced", () => {
    for (const state of FORMAT_RULES) {
      state.versions.forEach((version, index) => {
        const next = state.versions[index + 1];
        expect(version.effectiveUntil).toBe(next ? next.effectiveFrom : null);
        for (const rule of version.rules) {
          for (const key of rule.treatment.sources) expect(state.sources[key]).toBeDefined();
          if (rule.treatment.confidence !== "unconfirmed") {
            expect(rule.treatment.sources.length).toBeGreaterThan(0);
          }
        }
      });
    }
  });
});
