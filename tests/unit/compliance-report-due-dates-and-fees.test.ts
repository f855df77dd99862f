import { describe, expect, it } from "vitest";
import {
  obligationsInForce,
  PROVIDER_OBLIGATIONS,
  retentionYearsFor,
} from "~/content/state-rules/provider-obligations";
import type { Fact } from "~/content/state-rules/types";
import { APPROVED_STATES } from "~/content/states";
import { earliestDueDate, reportDueDate } from "~/modules/bar-reports/report-due-date";
import { reportFeeCents } from "~/modules/bar-reports/report-fee";

// Each row is worked out by hand from the states' rules as the issue and the
// research state them, not from the implementation.
const DUE_DATES: [state: string, completedOn: string, due: string | null][] = [
  // Illinois: the last day of the month after completion.
  ["illinois", "2026-01-31", "2026-02-28"],
  ["illinois", "2027-01-01", "2027-02-28"],
  ["illinois", "2028-01-15", "2028-02-29"],
  ["illinois", "2026-12-03", "2027-01-31"],
  // Georgia and Washington: 30 days.
  ["georgia", "2026-11-20", "2026-12-20"],
  ["washington", "2026-12-15", "2027-01-14"],
  ["pennsylvania", "2026-02-01", "2026-03-03"],
  // New Jersey: 15 July for January–June, 15 January for July–December.
  ["new-jersey", "2026-01-01", "2026-07-15"],
  ["new-jersey", "2026-06-30", "2026-07-15"],
  ["new-jersey", "2026-07-01", "2027-01-15"],
  ["new-jersey", "2026-12-31", "2027-01-15"],
  // No report: New York, Florida, California before 2 October 2023.
  ["new-york", "2026-05-05", null],
  ["florida", "2026-05-05", null],
  ["california", "2023-10-01", null],
  // California since 2 October 2023 (Rule 3.602(C)): 60 days after the activity.
  ["california", "2023-10-02", "2023-12-01"],
  ["california", "2026-05-05", "2026-07-04"],
  // Not confirmed: assumed 30 days.
  ["ohio", "2026-03-10", "2026-04-09"],
  ["texas", "2026-03-10", "2026-04-09"],
];

describe("report due dates from the state's rule", () => {
  it.each(DUE_DATES)("%s, completed %s: due %s", (state, completedOn, due) => {
    expect(reportDueDate(obligationsInForce(state, completedOn).deadline.value, completedOn)).toBe(
      due,
    );
  });

  it("a report of several completions is due when the earliest of them is", () => {
    const { value } = obligationsInForce("georgia", "2026-11-02").deadline;
    expect(earliestDueDate(value, ["2026-11-20", "2026-11-02", "2026-11-29"])).toBe("2026-12-02");
    expect(
      earliestDueDate(obligationsInForce("new-york", "2026-11-20").deadline.value, ["2026-11-20"]),
    ).toBeNull();
  });
});

const FEES: [state: string, hours: number[], late: boolean, cents: number][] = [
  // Illinois $0.75 per attorney per credit hour: 3 attorneys × 1.5 h = 4.5 h → $3.375 → $3.38.
  ["illinois", [1.5, 1.5, 1.5], false, 338],
  ["illinois", [1, 2, 0.25], false, 244],
  // Pennsylvania $1.50: 2 attorneys × 2 h → $6.00.
  ["pennsylvania", [2, 2], false, 600],
  // Georgia $4 per hour per attendee: 1.25 + 1 h → $9.00.
  ["georgia", [1.25, 1], false, 900],
  // Washington $1 per name, $35 late.
  ["washington", [1, 2, 3], false, 300],
  ["washington", [1, 2, 3], true, 3800],
  ["washington", [], false, 0],
  ["new-jersey", [1, 1], false, 0],
  ["new-york", [1], false, 0],
];

describe("report fees from the state's rule", () => {
  it.each(FEES)("%s, hours %j, late %s: %i cents", (state, hours, late, cents) => {
    const attendees = hours.map((h) => ({ hours: h }));
    expect(reportFeeCents(obligationsInForce(state, "2026-11-20").fee.value, attendees, late)).toBe(
      cents,
    );
  });
});

describe("the provider obligations data", () => {
  it("covers every state the catalogue lists, each figure with sources unless unconfirmed", () => {
    for (const state of APPROVED_STATES) {
      const obligations = PROVIDER_OBLIGATIONS.find((entry) => entry.slug === state.slug);
      if (!obligations) throw new Error(`${state.slug} has no provider obligations`);
      for (const version of obligations.versions) {
        const facts: Fact<unknown>[] = [version.deadline, version.fee, version.retentionYears];
        if (version.onDemandNotReported) facts.push(version.onDemandNotReported);
        for (const fact of facts) {
          if (fact.confidence !== "unconfirmed")
            expect(fact.sources.length, state.slug).toBeGreaterThan(0);
          for (const key of fact.sources)
            expect(obligations.sources[key], `${state.slug} ${key}`).toBeDefined();
        }
      }
    }
  });

  it("keeps records for the longest period among the states claimed, 4 years where unconfirmed", () => {
    expect(retentionYearsFor(["illinois"])).toBe(3);
    expect(retentionYearsFor(["illinois", "new-jersey"])).toBe(3);
    expect(retentionYearsFor(["illinois", "ohio"])).toBe(4);
    expect(retentionYearsFor(["new-york"])).toBe(4);
    expect(retentionYearsFor([])).toBe(4);
  });
});
