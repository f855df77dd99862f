import { describe, expect, it } from "vitest";
import { dueWarnings, type WarningPeriod } from "~/modules/credit-tracker/deadline-warnings";

function open(id: string, endsOn: string, sent: WarningPeriod["sent"] = []): WarningPeriod {
  return { id, endsOn, complete: false, sent };
}

describe("dueWarnings", () => {
  const endsOn = "2026-12-31";

  it("sends nothing more than 60 days before the end", () => {
    expect(dueWarnings([open("p", endsOn)], "2026-10-31")).toEqual([]);
  });

  it("sends the 60-day warning on its day and later while unsent", () => {
    expect(dueWarnings([open("p", endsOn)], "2026-11-01")).toEqual([{ periodId: "p", kind: 60 }]);
    expect(dueWarnings([open("p", endsOn)], "2026-12-01")).toEqual([{ periodId: "p", kind: 60 }]);
    expect(dueWarnings([open("p", endsOn, [60])], "2026-12-01")).toEqual([]);
  });

  it("sends the 14-day warning on its day, and only it when both are unsent", () => {
    expect(dueWarnings([open("p", endsOn, [60])], "2026-12-16")).toEqual([]);
    expect(dueWarnings([open("p", endsOn, [60])], "2026-12-17")).toEqual([
      { periodId: "p", kind: 14 },
    ]);
    expect(dueWarnings([open("p", endsOn)], "2026-12-20")).toEqual([{ periodId: "p", kind: 14 }]);
    expect(dueWarnings([open("p", endsOn, [14])], "2026-12-20")).toEqual([]);
  });

  it("still warns on the last day, never after the period has ended", () => {
    expect(dueWarnings([open("p", endsOn, [60])], "2026-12-31")).toEqual([
      { periodId: "p", kind: 14 },
    ]);
    expect(dueWarnings([open("p", endsOn)], "2027-01-01")).toEqual([]);
  });

  it("skips complete periods and handles several at once", () => {
    const periods: WarningPeriod[] = [
      { id: "done", endsOn, complete: true, sent: [] },
      open("soon", "2026-12-01"),
      open("later", "2027-01-15"),
      open("far", "2027-06-30"),
      open("leap", "2028-02-29", [60]),
    ];
    expect(dueWarnings(periods, "2026-11-20")).toEqual([
      { periodId: "soon", kind: 14 },
      { periodId: "later", kind: 60 },
    ]);
    expect(dueWarnings(periods, "2028-02-15")).toEqual([{ periodId: "leap", kind: 14 }]);
  });

  it("rejects malformed dates", () => {
    expect(() => dueWarnings([open("p", "2026-02-30")], "2026-01-01")).toThrow(RangeError);
  });
});
