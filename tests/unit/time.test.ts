import { describe, expect, it } from "vitest";
import { nextOccurrence, utcToZonedParts, zonedTimeToUtc } from "~/lib/time";

describe("zonedTimeToUtc", () => {
  it("handles Eastern daylight and standard time", () => {
    const summer = zonedTimeToUtc(
      { year: 2027, month: 5, day: 2, hour: 13, minute: 0 },
      "America/New_York",
    );
    expect(summer.toISOString()).toBe("2027-05-02T17:00:00.000Z");
    const winter = zonedTimeToUtc(
      { year: 2027, month: 1, day: 21, hour: 12, minute: 0 },
      "America/New_York",
    );
    expect(winter.toISOString()).toBe("2027-01-21T17:00:00.000Z");
  });
});

describe("nextOccurrence", () => {
  const when = { month: 5, day: 3, hour: 12, minute: 0 };
  it("picks this year's date while it is still ahead", () => {
    const next = nextOccurrence(when, "America/New_York", new Date("2027-01-10T00:00:00Z"));
    expect(next.toISOString()).toBe("2027-05-03T16:00:00.000Z");
  });
  it("moves to next year once the date has passed", () => {
    const next = nextOccurrence(when, "America/New_York", new Date("2026-11-22T00:00:00Z"));
    expect(next.toISOString()).toBe("2027-05-03T16:00:00.000Z");
    const later = nextOccurrence(when, "America/New_York", new Date("2027-05-03T16:00:00Z"));
    expect(later.toISOString()).toBe("2028-05-03T16:00:00.000Z");
  });
});

describe("utcToZonedParts", () => {
  it("gives the zone's day and time, across daylight saving, and reverses zonedTimeToUtc", () => {
    expect(utcToZonedParts(new Date("2027-05-02T17:00:00Z"), "America/New_York")).toEqual({
      day: "2027-05-02",
      time: "13:00",
    });
    expect(utcToZonedParts(new Date("2027-01-15T03:30:00Z"), "America/Los_Angeles")).toEqual({
      day: "2027-01-14",
      time: "19:30",
    });
    const parts = { year: 2027, month: 11, day: 7, hour: 9, minute: 15 };
    expect(utcToZonedParts(zonedTimeToUtc(parts, "America/Chicago"), "America/Chicago")).toEqual({
      day: "2027-11-07",
      time: "09:15",
    });
  });
});
