import { describe, expect, it } from "vitest";
import { COURSES, FEATURED_COURSE_ID, SPLASH_COURSE_ID } from "~/content/catalogue";
import { LONGEST_REVIEW_DAYS, stateApprovals } from "~/content/seed-approvals";
import { APPROVED_STATES } from "~/content/states";

// The initial catalogue's approvals read like a provider's real records:
// each state decides on its own day under its own number.

const withApprovals = COURSES.filter((course) => course.approvals.length > 0);

describe("the seeded state approvals", () => {
  it("name every state once per course", () => {
    for (const course of withApprovals) {
      expect(course.approvals.map((approval) => approval.state)).toEqual(
        APPROVED_STATES.map((state) => state.slug),
      );
    }
  });

  it("give each state of a course its own day and number, after the application", () => {
    for (const course of withApprovals) {
      const approved = course.approvals.filter((approval) => approval.status === "approved");
      expect(new Set(approved.map((approval) => approval.approvedOn)).size, course.id).toBe(
        approved.length,
      );
      expect(new Set(approved.map((approval) => approval.approvalNumber)).size, course.id).toBe(
        approved.length,
      );
      for (const approval of approved) {
        expect(approval.appliedOn, course.id).not.toBeNull();
        expect(
          approval.approvedOn && approval.appliedOn && approval.approvedOn > approval.appliedOn,
        ).toBe(true);
        // Not the one pattern of the first seed (XX-26-0001).
        expect(approval.approvalNumber).not.toMatch(/^[A-Z]{2}-\d{2}-\d{4}$/);
      }
    }
  });

  it("never give two courses the same number in a state", () => {
    for (const state of APPROVED_STATES) {
      const numbers = withApprovals.flatMap((course) =>
        course.approvals.flatMap((approval) =>
          approval.state === state.slug && approval.approvalNumber ? [approval.approvalNumber] : [],
        ),
      );
      expect(new Set(numbers).size, state.slug).toBe(numbers.length);
    }
  });

  it("leave pending applications without a number or approval day, with the day applied", () => {
    const pending = withApprovals.flatMap((course) =>
      course.approvals.filter((approval) => approval.status === "pending"),
    );
    expect(pending.length).toBeGreaterThan(0);
    for (const approval of pending) {
      expect(approval).toMatchObject({ approvalNumber: null, approvedOn: null });
      expect(approval.appliedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("approve the featured webcast and the two-hour course in all 13 states (spec §1)", () => {
    for (const id of [FEATURED_COURSE_ID, SPLASH_COURSE_ID]) {
      const course = COURSES.find((each) => each.id === id);
      expect(course?.approvals.filter((approval) => approval.status === "approved")).toHaveLength(
        13,
      );
    }
  });

  it("are decided within the longest review time, the same on every start", () => {
    const once = stateApprovals("some-course", "2026-01-05");
    expect(stateApprovals("some-course", "2026-01-05")).toEqual(once);
    const latest = once
      .map((approval) => approval.approvedOn ?? "")
      .sort()
      .at(-1);
    const limit = new Date(Date.UTC(2026, 0, 5 + LONGEST_REVIEW_DAYS)).toISOString().slice(0, 10);
    expect(latest && latest <= limit).toBe(true);
  });
});
