// The firm view's status rules, from the tracker's judgement of each state (decision 0064).

import { describe, expect, it } from "vitest";
import type { MemberStateCompliance } from "~/modules/firm-compliance/firm-compliance-types";
import {
  judgeMemberStatus,
  judgeStateStatus,
  nextDeadline,
} from "~/modules/firm-compliance/judge-member-status";
import { weekOf } from "~/modules/firm-compliance/week-of";

function state(values: Partial<MemberStateCompliance>): MemberStateCompliance {
  return {
    slug: "virginia",
    name: "Virginia",
    deadline: "2027-10-31",
    daysLeft: 100,
    counted: 4,
    required: 12,
    stillNeeded: 8,
    categories: [],
    status: "on-track",
    ...values,
  };
}

describe("a state's status", () => {
  it.each([
    [{ evaluated: false, daysLeft: null, complete: false }, "not-tracked"],
    [{ evaluated: true, daysLeft: -1, complete: true }, "on-track"],
    [{ evaluated: true, daysLeft: -1, complete: false }, "late"],
    [{ evaluated: true, daysLeft: 0, complete: false }, "at-risk"],
    [{ evaluated: true, daysLeft: 60, complete: false }, "at-risk"],
    [{ evaluated: true, daysLeft: 61, complete: false }, "on-track"],
    [{ evaluated: true, daysLeft: 10, complete: true }, "on-track"],
  ] as const)("%o is %s", (input, expected) => {
    expect(judgeStateStatus(input)).toBe(expected);
  });
});

describe("a member's status and next deadline", () => {
  it("takes the worst state; not tracked only when nothing is", () => {
    expect(judgeMemberStatus([])).toBe("not-tracked");
    expect(
      judgeMemberStatus([state({ status: "not-tracked" }), state({ status: "on-track" })]),
    ).toBe("on-track");
    expect(judgeMemberStatus([state({ status: "at-risk" }), state({ status: "late" })])).toBe(
      "late",
    );
  });

  it("is the soonest deadline with hours missing, else the soonest ahead", () => {
    const done = state({
      slug: "georgia",
      name: "Georgia",
      deadline: "2026-12-31",
      daysLeft: 25,
      stillNeeded: 0,
    });
    const open = state({ deadline: "2027-10-31", daysLeft: 329, stillNeeded: 8 });
    expect(nextDeadline([open, done])).toEqual({
      stateName: "Virginia",
      on: "2027-10-31",
      daysLeft: 329,
    });
    expect(nextDeadline([done])).toEqual({ stateName: "Georgia", on: "2026-12-31", daysLeft: 25 });
    expect(nextDeadline([state({ deadline: null, daysLeft: null })])).toBeNull();
  });
});

describe("the weekly summary's week", () => {
  it("is the Monday of the week", () => {
    expect(weekOf("2026-12-06")).toBe("2026-11-30"); // a Sunday
    expect(weekOf("2026-12-07")).toBe("2026-12-07"); // a Monday
    expect(weekOf("2027-01-01")).toBe("2026-12-28");
  });
});
