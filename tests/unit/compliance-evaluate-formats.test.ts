// Self-study caps, live minimums and category caps, state by state.

import { describe, expect, it } from "vitest";
import type { CreditCategory } from "~/content/state-rules";
import { evaluatePeriod } from "~/modules/credit-tracker/evaluate-period";
import { check, credit, requirement, rulesOf } from "../support/period-evaluation";

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
