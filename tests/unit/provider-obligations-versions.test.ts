import { describe, expect, it } from "vitest";
import {
  IN_FORCE_SINCE,
  obligationsInForce,
  obligationsVersion,
  PROVIDER_OBLIGATIONS,
  retentionYearsFor,
} from "~/content/state-rules/provider-obligations";
import { reportRule, ruleDay } from "~/modules/bar-reports/report-rule";
import { ILLINOIS_CHANGED, withRuleChange } from "../support/rule-change";

// Which version of a state's provider obligations judges a report. The
// expected values are read off the rule change each test writes, not off the code.

const CHANGED = ILLINOIS_CHANGED;

describe("the provider obligations' versions", () => {
  for (const state of PROVIDER_OBLIGATIONS) {
    it(`${state.slug}: versions in order, back to back, the first from ${IN_FORCE_SINCE}, the last open-ended`, () => {
      const { versions } = state;
      // Migration 0043 gave the reports submitted before versions existed this first version.
      expect(versions[0]?.effectiveFrom).toBe(IN_FORCE_SINCE);
      for (const [index, version] of versions.entries()) {
        const next = versions[index + 1];
        if (next) expect(version.effectiveUntil).toBe(next.effectiveFrom);
        else expect(version.effectiveUntil).toBeNull();
        expect(version.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });
  }

  it("picks the version in force on a day: the old one until the change, the new one from its first day", () => {
    expect(obligationsInForce("illinois", "2027-02-28", CHANGED).fee.value).toEqual({
      kind: "per-attorney-credit-hour",
      cents: 75,
    });
    expect(obligationsInForce("illinois", "2027-03-01", CHANGED).effectiveFrom).toBe("2027-03-01");
    expect(obligationsInForce("illinois", "2030-01-01", CHANGED).fee.value).toMatchObject({
      cents: 100,
    });
    // Another state is untouched; a day before the first version is judged by the first.
    expect(obligationsInForce("georgia", "2027-03-01", CHANGED).effectiveFrom).toBe(IN_FORCE_SINCE);
    expect(obligationsInForce("illinois", "1999-12-31", CHANGED).effectiveFrom).toBe(
      IN_FORCE_SINCE,
    );
  });

  it("finds a submitted report's version by its state and effectiveFrom, after later changes", () => {
    const first = obligationsVersion("illinois", IN_FORCE_SINCE, CHANGED);
    expect(first.fee.value).toMatchObject({ cents: 75 });
    expect(first.effectiveUntil).toBe("2027-03-01");
    expect(obligationsVersion("illinois", "2027-03-01", CHANGED).deadline.text).toMatch(/45 days/);
  });

  it("judges a live report by the session's day and an on-demand window by its last day", () => {
    expect(ruleDay({ scope: "live", heldOn: "2027-02-28", period: null })).toBe("2027-02-28");
    expect(ruleDay({ scope: "on-demand", heldOn: "2027-02-01", period: "2027-02" })).toBe(
      "2027-02-28",
    );
    expect(ruleDay({ scope: "on-demand", heldOn: "2027-01-01", period: "2027-H1" })).toBe(
      "2027-06-30",
    );
    const rule = (scope: "live" | "on-demand", heldOn: string, period: string | null) =>
      reportRule({ stateSlug: "illinois", scope, heldOn, period }, CHANGED).effectiveFrom;
    expect(rule("live", "2027-02-28", null)).toBe(IN_FORCE_SINCE);
    expect(rule("live", "2027-03-01", null)).toBe("2027-03-01");
    expect(rule("on-demand", "2027-02-01", "2027-02")).toBe(IN_FORCE_SINCE);
    expect(rule("on-demand", "2027-03-01", "2027-03")).toBe("2027-03-01");
  });

  it("keeps records by the longest period in force since the completion", () => {
    // Illinois 3 years until the change, 5 after it: a record kept when it lengthens is kept longer.
    expect(retentionYearsFor(["illinois"], "2026-06-01")).toBe(3);
    expect(retentionYearsFor(["illinois"], "2026-06-01", CHANGED)).toBe(5);
    expect(retentionYearsFor(["illinois"], "2027-04-01", CHANGED)).toBe(5);
    expect(retentionYearsFor(["illinois"], undefined, CHANGED)).toBe(5);
    const shortened = withRuleChange("illinois", "2027-03-01", {
      retentionYears: { value: 2, text: "2 years.", sources: [], confidence: "unconfirmed" },
    });
    expect(retentionYearsFor(["illinois"], "2027-02-01", shortened)).toBe(3);
    // Completed after the change: only the new period holds.
    expect(retentionYearsFor(["illinois"], "2027-04-01", shortened)).toBe(2);
  });
});
