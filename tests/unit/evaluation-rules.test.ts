import { describe, expect, it } from "vitest";
import {
  EVALUATION_RULES,
  evaluationRetentionYears,
  evaluationRuleInForce,
  speakerSummaryStates,
  statesRequiringEvaluation,
} from "~/content/state-rules/evaluation-rules";
import { ILLINOIS_REQUIRES_FROM_2027 } from "../support/evaluation-rule-change";

// What the research says, state by state (section 1 of the accreditation conditions).
describe("the evaluation rules per state", () => {
  it.each([
    ["pennsylvania", "required", null, false],
    ["illinois", "offered", 3, false],
    ["washington", "offered", 3, false],
    ["missouri", "offered", 1, true],
    ["california", "offered", 1, false],
    ["ohio", "offered", null, false],
    ["new-york", "none", null, false],
    ["texas", "none", null, false],
    ["florida", "none", null, false],
  ] as const)("%s: %s, kept %s years, speaker summary %s", (slug, duty, years, speakers) => {
    const rule = evaluationRuleInForce(slug, "2026-12-05");
    expect(rule.duty.value).toBe(duty);
    expect(rule.retentionYears.value).toBe(years);
    expect(rule.speakerSummary.value).toBe(speakers);
    // Every fact names a source unless it is unconfirmed.
    for (const fact of [rule.duty, rule.retentionYears, rule.speakerSummary]) {
      if (fact.confidence !== "unconfirmed") expect(fact.sources.length).toBeGreaterThan(0);
    }
  });

  it.each([
    [["illinois"], 3],
    [["illinois", "california"], 3],
    [["california", "missouri"], 1],
    [["washington"], 3],
    // Pennsylvania and Ohio ask, without a period: the default.
    [["pennsylvania"], 4],
    [["ohio", "california"], 4],
    // No state of theirs asks: the default.
    [["texas"], 4],
    [[], 4],
    [["texas", "missouri"], 1],
  ])("an attendee of %j: kept %i years", (states, years) => {
    expect(evaluationRetentionYears(states, "2026-12-05")).toBe(years);
  });

  it.each([
    [["pennsylvania", "texas"], "2026-12-05", EVALUATION_RULES, ["pennsylvania"]],
    [["illinois", "ohio", "washington"], "2026-12-05", EVALUATION_RULES, []],
    [["illinois"], "2026-12-31", ILLINOIS_REQUIRES_FROM_2027, []],
    [["illinois"], "2027-01-01", ILLINOIS_REQUIRES_FROM_2027, ["illinois"]],
  ] as const)("%j on %s requires it: %j", (states, day, book, required) => {
    expect(statesRequiringEvaluation(states, day, book)).toEqual(required);
  });

  it("Missouri alone asks for a summary to each speaker", () => {
    expect(speakerSummaryStates(["missouri", "illinois", "pennsylvania"], "2026-12-05")).toEqual([
      "missouri",
    ]);
  });
});
