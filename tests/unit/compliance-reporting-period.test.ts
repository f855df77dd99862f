import { describe, expect, it } from "vitest";
import { type StateRules, stateRules } from "~/content/state-rules";
import type { AttorneyFacts } from "~/modules/credit-tracker/compute-period";
import { lastNameInitial } from "~/modules/credit-tracker/last-name-initial";
import {
  type PeriodSuggestion,
  periodFromCycleEnd,
  suggestPeriod,
} from "~/modules/credit-tracker/suggest-period";

function rulesOf(slug: string): StateRules {
  const rules = stateRules(slug);
  if (!rules) throw new Error(`no rules for ${slug}`);
  return rules;
}

const NOBODY: AttorneyFacts = { lastName: null, birthDate: null, admittedOn: null };

function period(suggestion: PeriodSuggestion): [string, string] {
  if (!suggestion.ok) throw new Error(`expected a period: ${suggestion.explanation}`);
  return [suggestion.startsOn, suggestion.endsOn];
}

function suggest(slug: string, facts: Partial<AttorneyFacts>, today: string): [string, string] {
  return period(suggestPeriod(rulesOf(slug), { ...NOBODY, ...facts }, today));
}

describe("fixed periods (Virginia, Missouri, Georgia)", () => {
  it("Virginia: November 1 – October 31, the last day still in the period", () => {
    expect(suggest("virginia", {}, "2026-10-31")).toEqual(["2025-11-01", "2026-10-31"]);
    expect(suggest("virginia", {}, "2026-11-01")).toEqual(["2026-11-01", "2027-10-31"]);
    expect(suggest("virginia", {}, "2020-02-29")).toEqual(["2019-11-01", "2020-10-31"]);
    const suggestion = suggestPeriod(rulesOf("virginia"), NOBODY, "2026-11-22");
    expect(suggestion.explanation).toBe(
      "Virginia uses the same one-year reporting period for every attorney, November 1 – October 31. Your current period runs November 1, 2026 – October 31, 2027.",
    );
  });

  it("Missouri: July 1 – June 30", () => {
    expect(suggest("missouri", {}, "2026-06-30")).toEqual(["2025-07-01", "2026-06-30"]);
    expect(suggest("missouri", {}, "2026-07-01")).toEqual(["2026-07-01", "2027-06-30"]);
  });

  it("Georgia: calendar years until 2025, two-year periods from 2026", () => {
    expect(suggest("georgia", {}, "2024-03-15")).toEqual(["2024-01-01", "2024-12-31"]);
    const last = suggestPeriod(rulesOf("georgia"), NOBODY, "2025-12-31");
    expect(period(last)).toEqual(["2025-01-01", "2025-12-31"]);
    expect(last.explanation).toContain("New rules apply from January 1, 2026.");
    expect(last.explanation).toContain("not confirmed");
    expect(suggest("georgia", {}, "2026-01-01")).toEqual(["2026-01-01", "2027-12-31"]);
    expect(suggest("georgia", {}, "2027-12-31")).toEqual(["2026-01-01", "2027-12-31"]);
    expect(suggest("georgia", {}, "2028-01-01")).toEqual(["2028-01-01", "2029-12-31"]);
    expect(suggestPeriod(rulesOf("georgia"), NOBODY, "2026-11-22").explanation).toBe(
      "Georgia uses the same two-year reporting period for every attorney, starting January 1 of even years. Your current period runs January 1, 2026 – December 31, 2027.",
    );
  });
});

describe("birth month (Texas)", () => {
  it("runs 12 months from the 1st of the birth month", () => {
    const facts = { birthDate: "1980-03-15" };
    expect(suggest("texas", facts, "2026-02-28")).toEqual(["2025-03-01", "2026-02-28"]);
    expect(suggest("texas", facts, "2026-03-01")).toEqual(["2026-03-01", "2027-02-28"]);
    expect(suggest("texas", facts, "2027-11-30")).toEqual(["2027-03-01", "2028-02-29"]);
    expect(suggest("texas", { birthDate: "1975-01-31" }, "2026-12-31")).toEqual([
      "2026-01-01",
      "2026-12-31",
    ]);
  });

  it("handles a February 29 birthday", () => {
    expect(suggest("texas", { birthDate: "1992-02-29" }, "2027-01-15")).toEqual([
      "2026-02-01",
      "2027-01-31",
    ]);
  });

  it("warns that the first period after admission is longer", () => {
    const recent = suggestPeriod(
      rulesOf("texas"),
      { ...NOBODY, birthDate: "1998-06-02", admittedOn: "2026-05-10" },
      "2026-11-22",
    );
    expect(recent.explanation).toContain("The first period after admission is 24 months long");
    const settled = suggestPeriod(
      rulesOf("texas"),
      { ...NOBODY, birthDate: "1980-06-02", admittedOn: "2010-05-10" },
      "2026-11-22",
    );
    expect(settled.explanation).not.toContain("first period");
  });

  it("needs the date of birth", () => {
    expect(suggestPeriod(rulesOf("texas"), NOBODY, "2026-11-22")).toMatchObject({
      ok: false,
      needs: ["birthDate"],
    });
    expect(
      suggestPeriod(rulesOf("texas"), { ...NOBODY, birthDate: "1990-02-30" }, "2026-11-22"),
    ).toMatchObject({ ok: false, needs: ["birthDate"] });
  });
});

describe("last name (Illinois, Ohio)", () => {
  it("reads the initial: lower case, accents, leading punctuation", () => {
    expect(lastNameInitial("nguyen")).toBe("N");
    expect(lastNameInitial("Ángel")).toBe("A");
    expect(lastNameInitial("émile")).toBe("E");
    expect(lastNameInitial("Ñúñez")).toBe("N");
    expect(lastNameInitial("Øvergaard")).toBe("O");
    expect(lastNameInitial("  'T Hooft")).toBe("T");
    expect(lastNameInitial("Łukasz")).toBe("L");
    expect(lastNameInitial("李")).toBeNull();
    expect(lastNameInitial("  ")).toBeNull();
  });

  it("Illinois: A–M end June 30 of even years, N–Z of odd years", () => {
    expect(suggest("illinois", { lastName: "Martinez" }, "2026-06-30")).toEqual([
      "2024-07-01",
      "2026-06-30",
    ]);
    expect(suggest("illinois", { lastName: "martinez" }, "2026-07-01")).toEqual([
      "2026-07-01",
      "2028-06-30",
    ]);
    expect(suggest("illinois", { lastName: "nguyen" }, "2026-07-01")).toEqual([
      "2025-07-01",
      "2027-06-30",
    ]);
    expect(suggest("illinois", { lastName: "Ñúñez" }, "2025-06-30")).toEqual([
      "2023-07-01",
      "2025-06-30",
    ]);
    const suggestion = suggestPeriod(
      rulesOf("illinois"),
      { ...NOBODY, lastName: "Ángel" },
      "2026-11-22",
    );
    expect(suggestion.explanation).toBe(
      "Illinois assigns two-year periods by last name: A–M end June 30 of even years, N–Z end June 30 of odd years. Your last name starts with A. Your current period runs July 1, 2026 – June 30, 2028. This rule comes from a secondary source; confirm your period with the MCLE Board of the Supreme Court of Illinois.",
    );
  });

  it("Ohio: A–L end December 31 of odd years, M–Z of even years", () => {
    expect(suggest("ohio", { lastName: "Lopez" }, "2026-11-22")).toEqual([
      "2026-01-01",
      "2027-12-31",
    ]);
    expect(suggest("ohio", { lastName: "émile" }, "2025-12-31")).toEqual([
      "2024-01-01",
      "2025-12-31",
    ]);
    expect(suggest("ohio", { lastName: "Müller" }, "2026-11-22")).toEqual([
      "2025-01-01",
      "2026-12-31",
    ]);
    expect(suggest("ohio", { lastName: "Øvergaard" }, "2027-01-01")).toEqual([
      "2027-01-01",
      "2028-12-31",
    ]);
  });

  it("needs a last name that starts with a Latin letter", () => {
    expect(suggestPeriod(rulesOf("ohio"), NOBODY, "2026-11-22")).toMatchObject({
      ok: false,
      needs: ["lastName"],
    });
    const unreadable = suggestPeriod(rulesOf("ohio"), { ...NOBODY, lastName: "李" }, "2026-11-22");
    expect(unreadable).toMatchObject({ ok: false, needs: ["lastName"] });
    expect(unreadable.explanation).toContain("does not start with a letter from A to Z");
  });
});

describe("birthday and admission year (New York)", () => {
  it("ends on the birthday in years of the admission year's parity", () => {
    const facts = { birthDate: "1980-06-15", admittedOn: "2012-01-20" };
    expect(suggest("new-york", facts, "2026-06-15")).toEqual(["2024-06-16", "2026-06-15"]);
    expect(suggest("new-york", facts, "2026-06-16")).toEqual(["2026-06-16", "2028-06-15"]);
    expect(suggest("new-york", { ...facts, admittedOn: "2013-01-20" }, "2026-06-16")).toEqual([
      "2025-06-16",
      "2027-06-15",
    ]);
  });

  it("takes a February 29 birthday as February 28 in other years", () => {
    const odd = suggestPeriod(
      rulesOf("new-york"),
      { ...NOBODY, birthDate: "1988-02-29", admittedOn: "2011-05-10" },
      "2026-11-22",
    );
    expect(period(odd)).toEqual(["2025-03-01", "2027-02-28"]);
    expect(odd.explanation).toContain("February 29");
    const even = { birthDate: "1988-02-29", admittedOn: "2012-05-10" };
    expect(suggest("new-york", even, "2026-11-22")).toEqual(["2026-03-01", "2028-02-29"]);
    expect(suggest("new-york", even, "2026-02-28")).toEqual(["2024-03-01", "2026-02-28"]);
  });

  it("needs both the date of birth and the date of admission", () => {
    expect(suggestPeriod(rulesOf("new-york"), NOBODY, "2026-11-22")).toMatchObject({
      ok: false,
      needs: ["birthDate", "admittedOn"],
    });
    const partly = suggestPeriod(
      rulesOf("new-york"),
      { ...NOBODY, birthDate: "1980-06-15" },
      "2026-11-22",
    );
    expect(partly).toMatchObject({ ok: false, needs: ["admittedOn"] });
    expect(partly.explanation).toContain("Add your date of admission.");
  });
});

describe("birth-date group (New Jersey)", () => {
  it("born January–June: ends in odd years; July–December: even years", () => {
    expect(suggest("new-jersey", { birthDate: "1985-06-30" }, "2026-11-22")).toEqual([
      "2026-01-01",
      "2027-12-31",
    ]);
    expect(suggest("new-jersey", { birthDate: "1985-07-01" }, "2026-12-31")).toEqual([
      "2025-01-01",
      "2026-12-31",
    ]);
    expect(suggestPeriod(rulesOf("new-jersey"), NOBODY, "2026-11-22")).toMatchObject({
      ok: false,
      needs: ["birthDate"],
    });
  });
});

describe("admission-year parity (North Carolina, Wisconsin)", () => {
  it("North Carolina: March 1 – the last day of February", () => {
    const even = { admittedOn: "2010-09-01" };
    expect(suggest("north-carolina", even, "2026-02-28")).toEqual(["2024-03-01", "2026-02-28"]);
    expect(suggest("north-carolina", even, "2026-03-01")).toEqual(["2026-03-01", "2028-02-29"]);
    expect(suggest("north-carolina", even, "2028-02-29")).toEqual(["2026-03-01", "2028-02-29"]);
    expect(suggest("north-carolina", { admittedOn: "2011-09-01" }, "2026-11-22")).toEqual([
      "2025-03-01",
      "2027-02-28",
    ]);
  });

  it("North Carolina: no period before the rule took effect on March 1, 2024", () => {
    const shortened = suggestPeriod(
      rulesOf("north-carolina"),
      { ...NOBODY, admittedOn: "2011-09-01" },
      "2024-06-01",
    );
    expect(period(shortened)).toEqual(["2024-03-01", "2025-02-28"]);
    expect(shortened.explanation).toContain("shorter than usual");
    const next = suggestPeriod(
      rulesOf("north-carolina"),
      { ...NOBODY, admittedOn: "2010-09-01" },
      "2023-06-01",
    );
    expect(period(next)).toEqual(["2024-03-01", "2026-02-28"]);
    expect(next.explanation).toContain("Your next period runs March 1, 2024 – February 28, 2026.");
  });

  it("Wisconsin: December 31 of years with the admission year's parity", () => {
    expect(suggest("wisconsin", { admittedOn: "2015-06-01" }, "2026-11-22")).toEqual([
      "2026-01-01",
      "2027-12-31",
    ]);
    expect(suggest("wisconsin", { admittedOn: "2016-06-01" }, "2026-12-31")).toEqual([
      "2025-01-01",
      "2026-12-31",
    ]);
    expect(suggestPeriod(rulesOf("wisconsin"), NOBODY, "2026-11-22")).toMatchObject({
      ok: false,
      needs: ["admittedOn"],
    });
  });
});

describe("assigned by the regulator (Florida, Washington)", () => {
  it("cannot be computed: asks for the cycle's last day", () => {
    for (const slug of ["florida", "washington"]) {
      const suggestion = suggestPeriod(
        rulesOf(slug),
        { lastName: "Adams", birthDate: "1980-01-01", admittedOn: "2010-01-01" },
        "2026-11-22",
      );
      expect(suggestion).toMatchObject({ ok: false, needs: ["cycleEnd"] });
    }
  });

  it("derives the start from the cycle's last day", () => {
    const florida = rulesOf("florida");
    expect(periodFromCycleEnd(florida, "2027-03-31")).toEqual({
      startsOn: "2024-04-01",
      endsOn: "2027-03-31",
    });
    expect(periodFromCycleEnd(florida, "2028-02-29")).toEqual({
      startsOn: "2025-03-01",
      endsOn: "2028-02-29",
    });
    expect(periodFromCycleEnd(florida, "2027-02-28")).toEqual({
      startsOn: "2024-03-01",
      endsOn: "2027-02-28",
    });
    expect(periodFromCycleEnd(florida, "2027-03-15")).toEqual({
      startsOn: "2024-03-16",
      endsOn: "2027-03-15",
    });
    expect(periodFromCycleEnd(rulesOf("washington"), "2027-12-31")).toEqual({
      startsOn: "2025-01-01",
      endsOn: "2027-12-31",
    });
    expect(() => periodFromCycleEnd(florida, "31/03/2027")).toThrow(RangeError);
  });
});

describe("from the admission date (Colorado)", () => {
  const facts = { admittedOn: "2024-05-10" };

  it("first period: admission to December 31 of the third full year after", () => {
    expect(suggest("colorado", facts, "2026-11-22")).toEqual(["2024-05-10", "2027-12-31"]);
    expect(suggest("colorado", facts, "2027-12-31")).toEqual(["2024-05-10", "2027-12-31"]);
    // Before admission: the first period is the next one.
    const next = suggestPeriod(rulesOf("colorado"), { ...NOBODY, ...facts }, "2024-01-01");
    expect(period(next)).toEqual(["2024-05-10", "2027-12-31"]);
    expect(next.explanation).toContain("Your next period runs May 10, 2024");
  });

  it("later periods: three full calendar years", () => {
    expect(suggest("colorado", facts, "2028-01-01")).toEqual(["2028-01-01", "2030-12-31"]);
    expect(suggest("colorado", facts, "2030-12-31")).toEqual(["2028-01-01", "2030-12-31"]);
    expect(suggest("colorado", facts, "2031-01-01")).toEqual(["2031-01-01", "2033-12-31"]);
    expect(suggest("colorado", { admittedOn: "2024-01-01" }, "2027-06-01")).toEqual([
      "2024-01-01",
      "2027-12-31",
    ]);
  });

  it("needs the date of admission", () => {
    expect(suggestPeriod(rulesOf("colorado"), NOBODY, "2026-11-22")).toMatchObject({
      ok: false,
      needs: ["admittedOn"],
    });
  });
});

it("rejects a malformed today", () => {
  expect(() => suggestPeriod(rulesOf("virginia"), NOBODY, "2026-02-30")).toThrow(RangeError);
});
