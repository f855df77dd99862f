// Rule versions by period end, nested requirements and carried-in hours, state by state.

import { describe, expect, it } from "vitest";
import { evaluatePeriod, ruleVersionForPeriod } from "~/modules/credit-tracker/evaluate-period";
import { periodFromCycleEnd } from "~/modules/credit-tracker/suggest-period";
import { credit, requirement, rulesOf } from "../support/period-evaluation";

describe("Florida", () => {
  const florida = rulesOf("florida");

  it("needs 33 hours for cycles ending before January 8, 2024, and 30 after", () => {
    const before = periodFromCycleEnd(florida, "2023-12-31");
    expect(before).toEqual({ startsOn: "2021-01-01", endsOn: "2023-12-31" });
    const after = periodFromCycleEnd(florida, "2024-01-31");
    expect(after).toEqual({ startsOn: "2021-02-01", endsOn: "2024-01-31" });

    const credits = [
      credit("2022-05-01", { general: 25 }),
      credit("2022-06-01", { technology: 3 }),
      credit("2023-01-10", { bias: 5 }),
    ];
    const old = evaluatePeriod({ rules: florida, period: before, credits, today: "2023-12-01" });
    expect(old.total.required).toBe(33);
    expect(old.total.counted).toBe(33);
    // Bias elimination counted toward the 5 hours under the old rule.
    expect(requirement(old, "ethics").counted).toBe(5);
    expect(old.complete).toBe(true);

    const now = evaluatePeriod({ rules: florida, period: after, credits, today: "2023-12-01" });
    expect(now.total.required).toBe(30);
    // …and no longer does: 5 ethics hours missing, 2 of them the Bar's professionalism course.
    expect(requirement(now, "ethics").counted).toBe(0);
    expect(requirement(now, "ethics").missing).toBe(5);
    expect(requirement(now, "professionalism").missing).toBe(2);
    expect(requirement(now, "ethics").stillNeeded).toBe(5);
    expect(now.hoursStillNeeded).toBe(5);
    expect(now.carryoverOut).toBe(0);
    expect(now.todo).toContain(
      "Ethics, professionalism, substance abuse, or mental health & wellness: earn 5.0 more hours. The hours listed below count toward it too.",
    );
    expect(now.todo).toContain(
      "Florida Legal Professionalism course (produced by The Florida Bar): earn 2.0 more hours.",
    );
    expect(now.todo.some((line) => line.startsWith("You report your credits yourself."))).toBe(
      true,
    );
    expect(now.todo.join(" ")).toContain("member portal using the course approval number");
  });

  it("counts the Bar's professionalism course inside the 5 ethics hours", () => {
    const period = periodFromCycleEnd(florida, "2026-05-31");
    const evaluation = evaluatePeriod({
      rules: florida,
      period,
      credits: [
        credit("2024-01-15", { professionalism: 2 }),
        credit("2024-02-15", { ethics: 2 }, "self-study"),
        credit("2025-02-15", { wellness: 1 }, "self-study"),
        credit("2025-03-15", { technology: 3 }),
        credit("2025-04-15", { general: 22 }),
      ],
      today: "2026-01-01",
    });
    const ethics = requirement(evaluation, "ethics");
    expect(ethics.counted).toBe(5);
    expect(ethics.within[0]?.counted).toBe(2);
    expect(ethics.creditIds).toHaveLength(3);
    expect(evaluation.complete).toBe(true);
    expect(evaluation.total.counted).toBe(30);
    expect(evaluation.formatChecks).toEqual([]);
    expect(evaluation.secondary).toContain("creditHourMinutes");
  });
});

describe("New York", () => {
  const newYork = rulesOf("new-york");

  it("asks for the cybersecurity credit only in periods ending from July 1, 2023", () => {
    const credits = [credit("2022-09-01", { ethics: 4, bias: 1, general: 19 })];
    const before = evaluatePeriod({
      rules: newYork,
      period: { startsOn: "2021-06-16", endsOn: "2023-06-15" },
      credits,
      today: "2023-06-01",
    });
    expect(before.requirements.map((item) => item.id)).toEqual(["ethics", "bias"]);
    expect(before.complete).toBe(true);

    const after = evaluatePeriod({
      rules: newYork,
      period: { startsOn: "2021-07-16", endsOn: "2023-07-15" },
      credits,
      today: "2023-06-01",
    });
    expect(after.requirements.map((item) => item.id)).toEqual(["ethics", "bias", "cybersecurity"]);
    expect(requirement(after, "cybersecurity").missing).toBe(1);
    expect(after.total.missing).toBe(0);
    expect(after.hoursStillNeeded).toBe(1);
    expect(after.todo).toContain("Cybersecurity, privacy and data protection: earn 1.0 more hour.");
  });

  it("carries over at most 6 credits", () => {
    const evaluation = evaluatePeriod({
      rules: newYork,
      period: { startsOn: "2024-06-16", endsOn: "2026-06-15" },
      credits: [credit("2025-01-01", { ethics: 4, bias: 1, cybersecurity: 1, general: 26 })],
      today: "2026-01-01",
    });
    expect(evaluation.total.earned).toBe(32);
    expect(evaluation.carryoverOut).toBe(6);
  });
});

describe("Illinois", () => {
  const illinois = rulesOf("illinois");
  const period = { startsOn: "2024-07-01", endsOn: "2026-06-30" };

  it("nests 1 diversity and 1 mental health hour inside the 6 professional responsibility hours", () => {
    const evaluation = evaluatePeriod({
      rules: illinois,
      period,
      credits: [credit("2025-01-01", { ethics: 3, general: 20 })],
      today: "2026-01-01",
    });
    const pr = requirement(evaluation, "ethics");
    expect(pr).toMatchObject({ required: 6, counted: 3, missing: 3, stillNeeded: 3 });
    expect(pr.within.map((inner) => [inner.id, inner.missing])).toEqual([
      ["bias", 1],
      ["wellness", 1],
    ]);
    // 1 diversity + 1 mental health + 1 more PR hour meets all three.
    expect(evaluation.hoursStillNeeded).toBe(7);

    const allEthics = evaluatePeriod({
      rules: illinois,
      period,
      credits: [credit("2025-01-01", { ethics: 6, general: 24 })],
      today: "2026-01-01",
    });
    expect(requirement(allEthics, "ethics")).toMatchObject({ missing: 0, stillNeeded: 2 });
    expect(allEthics.total.missing).toBe(0);
    expect(allEthics.hoursStillNeeded).toBe(2);
    expect(allEthics.todo).toContain("Diversity and inclusion: earn 1.0 more hour.");
  });

  it("counts carried-in hours toward the total, not professional responsibility, and carries at most 10", () => {
    const evaluation = evaluatePeriod({
      rules: illinois,
      period,
      credits: [credit("2025-01-01", { general: 25 })],
      carriedIn: 14,
      today: "2026-01-01",
    });
    expect(evaluation.total).toMatchObject({ carriedIn: 10, counted: 35, missing: 0 });
    expect(requirement(evaluation, "ethics").missing).toBe(6);
    expect(evaluation.reporting.who).toBe("both");
    expect(
      evaluation.todo.some((line) => line.startsWith("Providers report your attendance")),
    ).toBe(true);
  });
});

describe("Georgia", () => {
  const georgia = rulesOf("georgia");

  it("judges 2025 by the annual rule and 2026–2027 by the two-year rule", () => {
    const legacy = evaluatePeriod({
      rules: georgia,
      period: { startsOn: "2025-01-01", endsOn: "2025-12-31" },
      credits: [credit("2025-05-01", { general: 14 }), credit("2026-01-05", { ethics: 3 })],
      today: "2025-12-01",
    });
    expect(legacy.total).toMatchObject({ required: 12, earned: 14 });
    expect(legacy.requirements).toEqual([]);
    expect(legacy.complete).toBe(true);
    expect(legacy.carryoverOut).toBe(2);
    expect(legacy.creditIdsOutsidePeriod).toHaveLength(1);

    const biennium = evaluatePeriod({
      rules: georgia,
      period: { startsOn: "2026-01-01", endsOn: "2027-12-31" },
      credits: [credit("2026-01-05", { ethics: 3 }), credit("2026-02-05", { general: 15 })],
      carriedIn: 2,
      today: "2026-11-22",
    });
    expect(biennium.total).toMatchObject({ required: 18, carriedIn: 2, counted: 20 });
    expect(requirement(biennium, "professionalism").missing).toBe(2);
    expect(biennium.hoursStillNeeded).toBe(2);
    // Carryover under the 2026 rules is not known: null, and flagged.
    expect(biennium.carryoverOut).toBeNull();
    expect(biennium.unconfirmed).toEqual(
      expect.arrayContaining(["carryoverMaxHours", "deadlines"]),
    );
  });
});

describe("North Carolina", () => {
  const northCarolina = rulesOf("north-carolina");

  it("counts carried-in hours toward the total only, not the specialty hours", () => {
    const evaluation = evaluatePeriod({
      rules: northCarolina,
      period: { startsOn: "2024-03-01", endsOn: "2026-02-28" },
      credits: [credit("2025-01-01", { ethics: 4, technology: 1, general: 6 }, "self-study")],
      carriedIn: 12,
      today: "2026-02-28",
    });
    expect(evaluation.total).toMatchObject({
      countedEarned: 11,
      carriedIn: 12,
      counted: 23,
      missing: 1,
    });
    expect(requirement(evaluation, "wellness").missing).toBe(1);
    expect(evaluation.hoursStillNeeded).toBe(1);
    expect(evaluation.deadline.daysLeft).toBe(0);
    expect(evaluation.todo).toContain("Professional well-being: earn 1.0 more hour.");
  });

  it("has no rule recorded for periods ending before March 2024", () => {
    const period = { startsOn: "2022-03-01", endsOn: "2024-02-29" };
    expect(ruleVersionForPeriod(northCarolina, period)).toBeNull();
    expect(() =>
      evaluatePeriod({ rules: northCarolina, period, credits: [], today: "2024-01-01" }),
    ).toThrow(RangeError);
  });
});

describe("Washington", () => {
  const washington = rulesOf("washington");

  it("asks for the bias credit in periods ending after September 1, 2022, and carries at most 15", () => {
    const credits = [credit("2021-05-01", { ethics: 6, "law-and-procedure": 15, general: 40 })];
    const evaluation = evaluatePeriod({
      rules: washington,
      period: periodFromCycleEnd(washington, "2022-12-31"),
      credits,
      today: "2022-10-01",
    });
    expect(requirement(evaluation, "bias").missing).toBe(1);
    expect(requirement(evaluation, "ethics").missing).toBe(0);
    expect(evaluation.hoursStillNeeded).toBe(1);
    expect(evaluation.carryoverOut).toBe(15);

    const earlier = evaluatePeriod({
      rules: washington,
      period: periodFromCycleEnd(washington, "2021-12-31"),
      credits,
      today: "2021-10-01",
    });
    expect(earlier.complete).toBe(true);
    expect(earlier.unconfirmed).toContain("requirements");
  });
});

describe("Colorado", () => {
  const colorado = rulesOf("colorado");

  it("nests 5 legal ethics and 2 EDI hours inside the 7 professional responsibility hours", () => {
    const evaluation = evaluatePeriod({
      rules: colorado,
      period: { startsOn: "2023-01-01", endsOn: "2025-12-31" },
      credits: [
        credit("2023-02-01", { ethics: 4.5, bias: 1.25 }),
        credit("2023-03-01", { bias: 0.75, general: 38 }, "self-study"),
        credit("2022-12-31", { ethics: 1 }),
      ],
      today: "2025-12-31",
    });
    const pr = requirement(evaluation, "ethics");
    expect(pr).toMatchObject({ required: 7, counted: 6.5, missing: 0.5, stillNeeded: 0.5 });
    expect(requirement(evaluation, "legal-ethics").missing).toBe(0.5);
    expect(requirement(evaluation, "bias")).toMatchObject({ counted: 2, met: true });
    expect(evaluation.total).toMatchObject({ earned: 44.5, missing: 0.5 });
    expect(evaluation.creditIdsOutsidePeriod).toHaveLength(1);
    expect(evaluation.carryoverOut).toBe(0);
    expect(evaluation.secondary).toEqual(
      expect.arrayContaining(["formats", "creditHourMinutes", "carryoverMaxHours"]),
    );
  });
});
