import { describe, expect, it } from "vitest";
import { type CreditCategory, type Requirement, STATE_RULES } from "~/content/state-rules";
import { evaluatePeriod, ruleVersionForPeriod } from "~/modules/credit-tracker/evaluate-period";
import {
  credit,
  currentPeriod,
  exactHours,
  requirement,
  rulesOf,
  TODAY,
} from "../support/period-evaluation";

describe("evaluatePeriod on each state's current rule, read from the rules module", () => {
  for (const rules of STATE_RULES) {
    it(`${rules.slug}: exactly the required hours complete the period`, () => {
      const period = currentPeriod(rules);
      const version = ruleVersionForPeriod(rules, period);
      if (!version) throw new Error("no version");
      const day = period.startsOn;
      const credits = exactHours(version.requirements.value).map(({ category, hours }) =>
        credit(day, { [category]: hours }),
      );
      const specialty = credits.reduce(
        (total, item) => total + Object.values(item.hours).reduce((a, b) => a + (b ?? 0), 0),
        0,
      );
      const rest = version.totalHours.value - specialty;
      if (rest > 0) credits.push(credit(period.endsOn, { general: rest }));

      const done = evaluatePeriod({ rules, period, credits, today: TODAY });
      expect(done.version).toBe(version);
      expect(done.total.required).toBe(version.totalHours.value);
      expect(done.total.counted).toBe(version.totalHours.value);
      expect(done.total.missing).toBe(0);
      expect(done.hoursStillNeeded).toBe(0);
      expect(done.complete).toBe(true);
      for (const item of done.requirements) expect(item.met).toBe(true);
      expect(done.todo[0]).toMatch(/^All hours for this period are earned/);
      expect(done.reporting.who).toBe(version.reporting.value);
      expect(done.deadline.completeBy).toBe(period.endsOn);

      // One more general hour: what may carry over is capped by the rule (null when unknown).
      const extra = evaluatePeriod({
        rules,
        period,
        credits: [...credits, credit(day, { general: 1 })],
        today: TODAY,
      });
      const max = version.carryoverMaxHours.value;
      expect(extra.carryoverOut).toBe(max === null ? null : Math.min(1, max));
      if (version.carryoverMaxHours.confidence === "unconfirmed") {
        expect(extra.unconfirmed).toContain("carryoverMaxHours");
      }

      // Half an hour short in the first specialty requirement.
      const first = credits[0];
      const [category, hours] = Object.entries(first?.hours ?? {})[0] ?? [];
      if (first && category && hours !== undefined) {
        const short = evaluatePeriod({
          rules,
          period,
          credits: [{ ...first, hours: { [category]: hours - 0.5 } }, ...credits.slice(1)],
          today: TODAY,
        });
        expect(short.complete).toBe(false);
        expect(short.hoursStillNeeded).toBe(0.5);
        expect(short.total.missing).toBe(0.5);
        expect(short.todo[0]).toMatch(/^Earn at least 0\.5 more hours by /);
      }
    });
  }
});

describe("credits and dates", () => {
  const illinois = rulesOf("illinois");
  const period = { startsOn: "2024-07-01", endsOn: "2026-06-30" };

  it("ignores credits outside the period, on its first and last day counts them", () => {
    const inside = [credit("2024-07-01", { general: 1 }), credit("2026-06-30", { general: 1 })];
    const outside = [
      credit("2024-06-30", { general: 5 }),
      credit("2026-07-01", { general: 5 }),
      credit("2025-02-30", { general: 5 }),
    ];
    const evaluation = evaluatePeriod({
      rules: illinois,
      period,
      credits: [...outside, ...inside],
      today: "2026-06-30",
    });
    expect(evaluation.total.earned).toBe(2);
    expect(evaluation.creditIdsInPeriod).toEqual(inside.map((item) => item.id));
    expect(evaluation.creditIdsOutsidePeriod).toEqual(outside.map((item) => item.id));
  });

  it("sums tenths exactly (0.1 + 0.2 = 0.3) and ignores negative or missing hours", () => {
    const evaluation = evaluatePeriod({
      rules: illinois,
      period,
      credits: [
        credit("2025-01-01", { bias: 0.1 }),
        credit("2025-01-02", { bias: 0.2 }),
        credit("2025-01-03", { bias: 0.7, general: -3 }),
        credit("2025-01-04", { general: Number.NaN, wellness: undefined }),
      ],
      today: "2025-02-01",
    });
    expect(requirement(evaluation, "bias").counted).toBe(1);
    expect(evaluation.total.earned).toBe(1);
    expect(evaluation.total.missing).toBe(29);
  });

  it("counts days left from today and says when a period has ended", () => {
    const ended = evaluatePeriod({ rules: illinois, period, credits: [], today: "2026-07-10" });
    expect(ended.deadline.daysLeft).toBe(-10);
    expect(ended.todo[0]).toBe(
      "This period ended on June 30, 2026 with 30.0 hours still needed (0.0 of 30.0 hours counted so far).",
    );
    const early = evaluatePeriod({ rules: illinois, period, credits: [], today: "2024-06-01" });
    expect(early.todo[0]).toContain("the period has not started yet");
  });

  it("rejects malformed dates", () => {
    expect(() =>
      evaluatePeriod({ rules: illinois, period, credits: [], today: "2026-13-01" }),
    ).toThrow(RangeError);
    expect(() =>
      evaluatePeriod({
        rules: illinois,
        period: { startsOn: "2026-06-30", endsOn: "2024-07-01" },
        credits: [],
        today: "2026-01-01",
      }),
    ).toThrow(RangeError);
  });
});

describe("the rules module suits the arithmetic", () => {
  it("nests requirements only inside requirements that take their categories, siblings never overlap", () => {
    const check = (list: Requirement[], parent: Requirement | null) => {
      const seen = new Set<CreditCategory>();
      for (const item of list) {
        for (const category of item.categories) {
          expect(seen.has(category), `${item.id} overlaps a sibling in ${category}`).toBe(false);
          seen.add(category);
          if (parent) expect(parent.categories).toContain(category);
        }
        check(item.within ?? [], item);
      }
    };
    for (const rules of STATE_RULES) {
      for (const version of rules.versions) check(version.requirements.value, null);
    }
  });
});
