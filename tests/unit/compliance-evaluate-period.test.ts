import { describe, expect, it } from "vitest";
import {
  type CreditCategory,
  type Requirement,
  STATE_RULES,
  type StateRules,
  stateRules,
} from "~/content/state-rules";
import {
  type EarnedCredit,
  evaluatePeriod,
  type PeriodEvaluation,
  type RequirementProgress,
  ruleVersionForPeriod,
} from "~/modules/compliance/evaluate-period";
import { periodFromCycleEnd, suggestPeriod } from "~/modules/compliance/reporting-period";

function rulesOf(slug: string): StateRules {
  const rules = stateRules(slug);
  if (!rules) throw new Error(`no rules for ${slug}`);
  return rules;
}

let serial = 0;
function credit(
  completedOn: string,
  hours: Partial<Record<CreditCategory, number>>,
  format: EarnedCredit["format"] = "live",
  source: EarnedCredit["source"] = "course",
  accredited = true,
): EarnedCredit {
  serial += 1;
  return {
    id: `c${serial}`,
    title: `Course ${serial}`,
    completedOn,
    format,
    accredited,
    hours,
    source,
  };
}

function requirement(evaluation: PeriodEvaluation, id: string): RequirementProgress {
  const all = (items: RequirementProgress[]): RequirementProgress[] =>
    items.flatMap((item) => [item, ...all(item.within)]);
  const found = all(evaluation.requirements).find((item) => item.id === id);
  if (!found) throw new Error(`no requirement ${id}`);
  return found;
}

function check<K extends PeriodEvaluation["formatChecks"][number]["kind"]>(
  evaluation: PeriodEvaluation,
  kind: K,
): Extract<PeriodEvaluation["formatChecks"][number], { kind: K }> {
  const found = evaluation.formatChecks.find((item) => item.kind === kind);
  if (!found) throw new Error(`no ${kind} check`);
  return found as Extract<PeriodEvaluation["formatChecks"][number], { kind: K }>;
}

/** Hours that meet each requirement exactly: inner ones first, the rest of the outer one after. */
function exactHours(list: Requirement[]): { category: CreditCategory; hours: number }[] {
  return list.flatMap((item) => {
    const inner = item.within ?? [];
    const innerCategories = new Set(inner.flatMap((child) => child.categories));
    const rest = item.minHours - inner.reduce((total, child) => total + child.minHours, 0);
    const category =
      item.categories.find((candidate) => !innerCategories.has(candidate)) ?? item.categories[0];
    if (!category) throw new Error(`${item.id} has no category`);
    return [...exactHours(inner), ...(rest > 0 ? [{ category, hours: rest }] : [])];
  });
}

const FACTS = { lastName: "Adams", birthDate: "1980-04-10", admittedOn: "2010-06-15" };
const TODAY = "2026-11-22";

function currentPeriod(rules: StateRules): { startsOn: string; endsOn: string } {
  const suggestion = suggestPeriod(rules, FACTS, TODAY);
  return suggestion.ok ? suggestion : periodFromCycleEnd(rules, "2027-12-31");
}

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

describe("Texas", () => {
  const texas = rulesOf("texas");
  const period = { startsOn: "2026-04-01", endsOn: "2027-03-31" };
  /** Self-study that is not an accredited course (reading, writing): what Texas caps. */
  const unaccredited = (completedOn: string, hours: Partial<Record<CreditCategory, number>>) =>
    credit(completedOn, hours, "self-study", "outside", false);

  it("counts at most 3 hours of self-study outside accredited courses, choosing ethics hours first", () => {
    const evaluation = evaluatePeriod({
      rules: texas,
      period,
      credits: [
        unaccredited("2026-04-02", { general: 2 }),
        unaccredited("2026-05-02", { ethics: 2 }),
        credit("2026-06-02", { general: 12, ethics: 1 }),
      ],
      today: "2026-11-22",
    });
    const cap = check(evaluation, "max-self-study");
    expect(cap).toMatchObject({ limit: 3, earned: 4, counted: 3, over: 1, ok: false });
    expect(cap.message).toBe(
      "Self-study outside accredited courses: 4.0 hours, over Texas's limit of 3.0: 1.0 hour does not count.",
    );
    // Ethics needs 3: 1 live + 2 self-study; the third self-study hour is general.
    expect(requirement(evaluation, "ethics").counted).toBe(3);
    expect(evaluation.total.counted).toBe(16);
    expect(evaluation.complete).toBe(true);
    expect(evaluation.carryoverOut).toBe(1);
    expect(evaluation.secondary).toContain("carryoverMaxHours");
  });

  it("counts accredited on-demand courses in full: all 15 hours may be online", () => {
    const evaluation = evaluatePeriod({
      rules: texas,
      period,
      credits: [
        credit("2026-04-02", { general: 6 }, "self-study"),
        credit("2026-05-02", { general: 6, ethics: 3 }, "self-study", "outside"),
      ],
      today: "2026-11-22",
    });
    expect(check(evaluation, "max-self-study")).toMatchObject({ earned: 0, over: 0, ok: true });
    expect(evaluation.total.counted).toBe(15);
    expect(evaluation.complete).toBe(true);
  });

  it("sends the rest to accredited courses once the cap is reached", () => {
    const evaluation = evaluatePeriod({
      rules: texas,
      period,
      credits: [unaccredited("2026-04-02", { general: 5 }), credit("2026-07-01", { ethics: 3 })],
      today: "2027-03-01",
    });
    expect(evaluation.total.counted).toBe(6);
    expect(evaluation.hoursStillNeeded).toBe(9);
    expect(evaluation.deadline.daysLeft).toBe(30);
    expect(evaluation.todo).toContain(
      "You have reached the limit of 3.0 hours of self-study outside accredited courses: earn the remaining hours in accredited courses, live or on demand.",
    );
  });
});

describe("Virginia", () => {
  const virginia = rulesOf("virginia");
  const period = { startsOn: "2025-11-01", endsOn: "2026-10-31" };

  it("needs at least 4 live hours and counts at most 8 self-study", () => {
    const evaluation = evaluatePeriod({
      rules: virginia,
      period,
      credits: [
        credit("2026-01-10", { general: 8, ethics: 2 }, "self-study"),
        credit("2026-02-10", { general: 2 }, "live", "outside"),
      ],
      today: "2026-09-01",
    });
    expect(evaluation.total).toMatchObject({ earned: 12, countedEarned: 10, missing: 2 });
    expect(check(evaluation, "min-live")).toMatchObject({ required: 4, earned: 2, short: 2 });
    expect(check(evaluation, "max-self-study")).toMatchObject({ counted: 8, over: 2 });
    expect(check(evaluation, "max-self-study").message).toBe(
      "Self-study: 10.0 hours, over Virginia's limit of 8.0: 2.0 hours do not count.",
    );
    expect(check(evaluation, "min-live").message).toBe(
      "Live: 2.0 hours, short of Virginia's minimum of 4.0: 2.0 more must be live.",
    );
    // The 2 ethics hours are among the 8 self-study hours that count.
    expect(requirement(evaluation, "ethics").met).toBe(true);
    expect(evaluation.hoursStillNeeded).toBe(2);
    expect(evaluation.deadline.daysLeft).toBe(60);
    expect(evaluation.todo).toContain(
      "Take at least 2.0 more hours live, in person or by live webcast (4.0 hours live in all).",
    );
    expect(evaluation.unconfirmed).toEqual(["carryoverMaxHours"]);
  });

  it("carries over hours above the 12, and counts carried-in hours toward the total only", () => {
    const lots = evaluatePeriod({
      rules: virginia,
      period,
      credits: [
        credit("2026-03-01", { general: 11, ethics: 2 }),
        credit("2026-04-01", { general: 13 }),
      ],
      today: "2026-09-01",
    });
    expect(lots.carryoverOut).toBe(12);

    const next = evaluatePeriod({
      rules: virginia,
      period: { startsOn: "2026-11-01", endsOn: "2027-10-31" },
      credits: [credit("2026-12-01", { general: 4 })],
      carriedIn: 12,
      today: "2027-01-01",
    });
    expect(next.total).toMatchObject({ carriedIn: 12, counted: 16, missing: 0 });
    expect(requirement(next, "ethics").missing).toBe(2);
    expect(next.complete).toBe(false);
    // Carried-in hours cannot move on again: only the 4 earned beyond the 0 left.
    expect(next.carryoverOut).toBe(4);
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

describe("Ohio", () => {
  const ohio = rulesOf("ohio");

  it("caps self-study at 12 for biennia ending before 2023, not after", () => {
    const credits = [credit("2022-03-01", { general: 20, ethics: 2.5 }, "self-study")];
    const old = evaluatePeriod({
      rules: ohio,
      period: { startsOn: "2021-01-01", endsOn: "2022-12-31" },
      credits,
      today: "2022-06-01",
    });
    expect(check(old, "max-self-study")).toMatchObject({ limit: 12, earned: 22.5, counted: 12 });
    expect(old.total.counted).toBe(12);
    expect(requirement(old, "ethics").counted).toBe(2.5);

    const credits2023 = [credit("2023-03-01", { general: 20, ethics: 2.5 }, "self-study")];
    const now = evaluatePeriod({
      rules: ohio,
      period: { startsOn: "2022-01-01", endsOn: "2023-12-31" },
      credits: credits2023,
      today: "2023-06-01",
    });
    expect(now.formatChecks).toEqual([]);
    expect(now.total.counted).toBe(22.5);
  });

  it("adds decimal hours without float drift", () => {
    const evaluation = evaluatePeriod({
      rules: ohio,
      period: { startsOn: "2025-01-01", endsOn: "2026-12-31" },
      credits: [
        credit("2025-02-01", { ethics: 0.1 }),
        credit("2025-02-02", { ethics: 0.2 }),
        credit("2025-02-03", { professionalism: 2.2 }),
        credit("2025-02-04", { general: 21.5 }),
      ],
      today: "2026-01-01",
    });
    expect(requirement(evaluation, "ethics").counted).toBe(2.5);
    expect(requirement(evaluation, "ethics").met).toBe(true);
    expect(evaluation.total.earned).toBe(24);
    expect(evaluation.complete).toBe(true);
    expect(evaluation.reporting.who).toBe("provider");
    expect(evaluation.todo).toContain(
      `Nothing to file: the provider reports your attendance. ${evaluation.reporting.text}`,
    );
  });
});

describe("New Jersey", () => {
  const newJersey = rulesOf("new-jersey");
  const period = { startsOn: "2025-01-01", endsOn: "2026-12-31" };

  it("nests 2 bias credits inside the 5 ethics credits and counts at most 12 non-live", () => {
    const evaluation = evaluatePeriod({
      rules: newJersey,
      period,
      credits: [
        credit("2025-03-01", { general: 12, bias: 2 }, "self-study"),
        credit("2025-04-01", { ethics: 3, general: 7 }),
      ],
      today: "2026-11-22",
    });
    expect(check(evaluation, "max-self-study")).toMatchObject({
      limit: 12,
      earned: 14,
      counted: 12,
    });
    // The bias credits are among the 12 that count.
    expect(requirement(evaluation, "bias").counted).toBe(2);
    expect(requirement(evaluation, "ethics").counted).toBe(5);
    expect(evaluation.total).toMatchObject({ earned: 24, counted: 22, missing: 2 });
    expect(evaluation.hoursStillNeeded).toBe(2);
    expect(evaluation.deadline.daysLeft).toBe(39);
    expect(evaluation.secondary).toContain("period");
  });

  it("shows the inner bias credits as still missing when ethics alone fill the 5", () => {
    const evaluation = evaluatePeriod({
      rules: newJersey,
      period,
      credits: [credit("2025-03-01", { ethics: 5, general: 19 })],
      today: "2026-11-22",
    });
    expect(requirement(evaluation, "ethics")).toMatchObject({ missing: 0, stillNeeded: 2 });
    expect(requirement(evaluation, "bias")).toMatchObject({ missing: 2, met: false });
    expect(evaluation.carryoverOut).toBe(0);
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

describe("Missouri", () => {
  const missouri = rulesOf("missouri");
  const period = { startsOn: "2025-07-01", endsOn: "2026-06-30" };

  it("counts no self-study toward ethics and at most 6 self-study hours in all", () => {
    const evaluation = evaluatePeriod({
      rules: missouri,
      period,
      credits: [
        credit("2025-08-01", { ethics: 2, bias: 1 }, "self-study"),
        credit("2025-09-01", { general: 5 }, "self-study"),
        credit("2025-10-01", { ethics: 1, general: 8 }),
      ],
      today: "2026-05-31",
    });
    const ethics = requirement(evaluation, "ethics");
    expect(ethics.liveOnly).toBe(true);
    expect(ethics.earned).toBe(4);
    expect(ethics.counted).toBe(1);
    expect(requirement(evaluation, "bias")).toMatchObject({
      liveOnly: true,
      counted: 0,
      missing: 1,
    });
    expect(check(evaluation, "no-self-study-for")).toMatchObject({ excluded: 3, ok: false });
    expect(check(evaluation, "no-self-study-for").message).toBe(
      "Missouri does not accept self-study for Ethics: 3.0 hours do not count toward it (self-study may still count toward the total).",
    );
    expect(check(evaluation, "max-self-study")).toMatchObject({ earned: 8, counted: 6, over: 2 });
    expect(evaluation.total).toMatchObject({ countedEarned: 15, missing: 0 });
    expect(evaluation.hoursStillNeeded).toBe(2);
    expect(evaluation.todo).toContain(
      "Ethics: earn 2.0 more hours (in person or by live webcast; self-study does not count). The hours listed below count toward it too.",
    );
    // The carryover cap is not confirmed.
    expect(evaluation.carryoverOut).toBeNull();
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

describe("Wisconsin", () => {
  const wisconsin = rulesOf("wisconsin");

  it("takes no EPR on demand, at most 15 on demand and at most 6 wellness", () => {
    const evaluation = evaluatePeriod({
      rules: wisconsin,
      period: { startsOn: "2025-01-01", endsOn: "2026-12-31" },
      credits: [
        credit("2025-02-01", { ethics: 3 }, "self-study"),
        credit("2025-03-01", { general: 14 }, "self-study"),
        credit("2025-04-01", { wellness: 8 }),
        credit("2025-05-01", { general: 5 }),
      ],
      today: "2026-11-22",
    });
    expect(requirement(evaluation, "ethics")).toMatchObject({ counted: 0, missing: 3 });
    expect(check(evaluation, "max-self-study")).toMatchObject({ earned: 17, counted: 15 });
    const wellness = evaluation.formatChecks.find(
      (item) => item.kind === "max-hours-in" && item.categories.includes("wellness"),
    );
    expect(wellness).toMatchObject({ earned: 8, counted: 6, over: 2, ok: false });
    expect(evaluation.total).toMatchObject({ earned: 30, countedEarned: 26, missing: 4 });
    expect(evaluation.hoursStillNeeded).toBe(4);
    expect(evaluation.carryoverOut).toBeNull();
  });
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
